//! Standard-library and serde traits that several core types implement the same way. A trait of
//! another crate cannot be given to many types at once, so each type names itself to these macros.

/// `Display` writing the value's stable name, as returned by its `const fn $name(self) -> &'static str`.
macro_rules! display_by_name {
    ($ty:ty, $name:ident) => {
        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.$name())
            }
        }
    };
}
pub(crate) use display_by_name;

/// Serde as text: written as its `Display`, read through its `FromStr`. The refusal's message is the
/// parse error's own, or `$why(text, error)` when the parse error does not say it.
macro_rules! serde_as_text {
    ($ty:ty) => {
        $crate::core::impls::serde_as_text!($ty, |_: &str, error| error);
    };
    ($ty:ty, $why:expr) => {
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                let text = <String as serde::Deserialize>::deserialize(d)?;
                text.parse()
                    .map_err(|error| serde::de::Error::custom(($why)(text.as_str(), error)))
            }
        }
    };
}
pub(crate) use serde_as_text;
