//! [`InlineList`]: a list of at most `N` small copyable items kept inline, so that a state
//! holding it clones without touching the heap. It reads and writes as a JSON array, like a
//! `Vec`.

use std::fmt;
use std::ops::{Deref, DerefMut};

use serde::de::{Error, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A list of at most `N` items stored in place (`N` ≤ 255).
#[derive(Clone, Copy)]
pub struct InlineList<T: Copy + Default, const N: usize> {
    items: [T; N],
    len: u8,
}

impl<T: Copy + Default, const N: usize> InlineList<T, N> {
    /// An empty list.
    pub fn new() -> Self {
        const { assert!(N <= u8::MAX as usize, "at most 255 items") };
        InlineList {
            items: [T::default(); N],
            len: 0,
        }
    }

    /// Appends an item.
    ///
    /// # Panics
    /// If the list already holds `N` items (a bound the owner's rules guarantee).
    pub fn push(&mut self, item: T) {
        assert!(self.len() < N, "an inline list holds at most {N} items");
        self.items[self.len()] = item;
        self.len += 1;
    }

    /// Removes and returns the item at `index`, shifting the later ones down.
    ///
    /// # Panics
    /// If `index` is out of bounds.
    pub fn remove(&mut self, index: usize) -> T {
        let item = self[index];
        let len = self.len();
        self.items.copy_within(index + 1..len, index);
        self.len -= 1;
        item
    }

    /// Keeps only the items `keep` accepts, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut kept = 0;
        for index in 0..self.len() {
            let item = self.items[index];
            if keep(&item) {
                self.items[kept] = item;
                kept += 1;
            }
        }
        self.len = kept as u8;
    }

    /// Removes every item.
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

impl<T: Copy + Default, const N: usize> Default for InlineList<T, N> {
    fn default() -> Self {
        InlineList::new()
    }
}

impl<T: Copy + Default, const N: usize> Deref for InlineList<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items[..usize::from(self.len)]
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for InlineList<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..usize::from(self.len)]
    }
}

/// Lists are equal when their items are (whatever lies past the end).
impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for InlineList<T, N> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for InlineList<T, N> {}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for InlineList<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for InlineList<T, N> {
    /// # Panics
    /// If the iterator yields more than `N` items.
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut list = InlineList::new();
        for item in iter {
            list.push(item);
        }
        list
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a InlineList<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Copy + Default + Serialize, const N: usize> Serialize for InlineList<T, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Deserialize<'de>
    for InlineList<T, N>
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ListVisitor<T, const N: usize>(std::marker::PhantomData<T>);
        impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Visitor<'de> for ListVisitor<T, N> {
            type Value = InlineList<T, N>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a list of at most {N} items")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut list = InlineList::new();
                while let Some(item) = seq.next_element()? {
                    if list.len() == N {
                        return Err(A::Error::invalid_length(N + 1, &self));
                    }
                    list.push(item);
                }
                Ok(list)
            }
        }
        deserializer.deserialize_seq(ListVisitor::<T, N>(std::marker::PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::InlineList;

    #[test]
    fn a_list_behaves_and_reads_back_like_a_vec() {
        let mut list: InlineList<u8, 4> = [3, 1, 4].into_iter().collect();
        assert_eq!(&*list, &[3, 1, 4]);
        assert_eq!(list.remove(0), 3);
        list.push(5);
        list.push(9);
        list.retain(|&item| item != 4);
        assert_eq!(&*list, &[1, 5, 9]);
        let json = serde_json::to_string(&list).unwrap();
        assert_eq!(json, "[1,5,9]");
        let back: InlineList<u8, 4> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, list);
        assert!(serde_json::from_str::<InlineList<u8, 4>>("[1,2,3,4,5]").is_err());
        list.clear();
        assert!(list.is_empty());
        assert_eq!(list, InlineList::new());
    }

    #[test]
    #[should_panic(expected = "at most 2 items")]
    fn a_full_list_refuses_more() {
        let mut list: InlineList<u8, 2> = InlineList::new();
        for item in 0..3 {
            list.push(item);
        }
    }
}
