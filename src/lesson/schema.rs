//! The JSON Schema of lesson files, generated from [`super::model::LessonFile`], kept in
//! `docs/lesson.schema.json` so that an editor (e.g. with the Even Better TOML extension) can complete
//! and check lesson files. A test fails when the file is not current; `ludoclasse lesson schema` prints it.

use super::model::LessonFile;

/// Where the schema is kept, relative to the project root.
pub const PATH: &str = "docs/lesson.schema.json";

/// The schema as pretty JSON, ending with a newline.
pub fn json() -> String {
    let schema = schemars::schema_for!(LessonFile);
    let mut text = serde_json::to_string_pretty(&schema).expect("a schema serializes");
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_schema_in_docs_is_current() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(super::PATH);
        let saved = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            saved == super::json(),
            "{} is not current: run `cargo run -- lesson schema > {}`",
            super::PATH,
            super::PATH
        );
    }
}
