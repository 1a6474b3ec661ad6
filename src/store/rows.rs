//! Reading columns the same way from either backend's rows.

use sqlx::Row;

use super::StoreError;

/// Column access common to both backends' rows.
pub(crate) trait RowLike {
    fn text(&self, column: &str) -> Result<String, StoreError>;
    fn maybe_text(&self, column: &str) -> Result<Option<String>, StoreError>;
    fn number(&self, column: &str) -> Result<i64, StoreError>;
    fn maybe_number(&self, column: &str) -> Result<Option<i64>, StoreError>;
    fn flag(&self, column: &str) -> Result<bool, StoreError>;
}

macro_rules! row_like {
    ($row:ty) => {
        impl RowLike for $row {
            fn text(&self, column: &str) -> Result<String, StoreError> {
                Ok(self.try_get(column)?)
            }
            fn maybe_text(&self, column: &str) -> Result<Option<String>, StoreError> {
                Ok(self.try_get(column)?)
            }
            fn number(&self, column: &str) -> Result<i64, StoreError> {
                Ok(self.try_get(column)?)
            }
            fn maybe_number(&self, column: &str) -> Result<Option<i64>, StoreError> {
                Ok(self.try_get(column)?)
            }
            fn flag(&self, column: &str) -> Result<bool, StoreError> {
                Ok(self.try_get(column)?)
            }
        }
    };
}
row_like!(sqlx::postgres::PgRow);
row_like!(sqlx::sqlite::SqliteRow);
