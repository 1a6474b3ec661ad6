//! [`Shared`]: a part of a state that copies of the state share until one of them changes
//! it, so that copying a state (e.g. to decide a command on the copy) does not copy that
//! part. It reads and writes as the value it holds.

use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A value shared by the copies of a state until one of them changes it.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Shared<T>(Arc<T>);

impl<T: Clone> Shared<T> {
    /// Holds `value`.
    pub fn new(value: T) -> Self {
        Shared(Arc::new(value))
    }

    /// The value to change, copied first if another copy of the state shares it.
    pub fn make_mut(&mut self) -> &mut T {
        Arc::make_mut(&mut self.0)
    }
}

impl<T> Deref for Shared<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// Changing the value through `*` copies it first if it is shared, as [`Shared::make_mut`].
impl<T: Clone> DerefMut for Shared<T> {
    fn deref_mut(&mut self) -> &mut T {
        self.make_mut()
    }
}

impl<T: fmt::Debug> fmt::Debug for Shared<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<T: Serialize> Serialize for Shared<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Shared<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        T::deserialize(deserializer).map(|value| Shared(Arc::new(value)))
    }
}

#[cfg(test)]
mod tests {
    use super::Shared;

    #[test]
    fn a_change_to_one_copy_leaves_the_others_alone() {
        let original = Shared::new(vec![1, 2]);
        let mut copy = original.clone();
        copy.make_mut().push(3);
        assert_eq!(*original, vec![1, 2]);
        assert_eq!(*copy, vec![1, 2, 3]);
        assert_ne!(original, copy);
        let json = serde_json::to_string(&copy).unwrap();
        assert_eq!(json, "[1,2,3]");
        assert_eq!(
            serde_json::from_str::<Shared<Vec<i32>>>(&json).unwrap(),
            copy
        );
    }
}
