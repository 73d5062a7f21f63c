//! Helpers shared by the four board loaders: reading the board size and square names from spanned TOML
//! values, the per-square tables of Espion and Schada (`D3 = […]`), the start position, and placing
//! every error at its line and column.

use std::collections::BTreeMap;
use std::ops::Range;

use toml::Spanned;

use crate::core::game::Side;
use crate::core::geometry::{Dims, MAX_FILES, MAX_RANKS, Square};
use crate::core::notation::NotationError;
use crate::core::square_game::{BoardError, DIMS};
use crate::data::{DataError, DataFile, Words};

/// `White` or `Black`, as board-file messages write them.
pub(crate) fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "White",
        Side::Black => "Black",
    }
}

/// Reads `size = [files, ranks]`; each must be 2 to 11 (the notation's limit).
pub(crate) fn check_size(
    file: &DataFile,
    size: &Spanned<Vec<Spanned<i64>>>,
    errors: &mut Vec<DataError>,
) -> Option<Dims> {
    let values = size.get_ref();
    if values.len() != 2 {
        errors.push(at(file, size, Words::new("board-size-two-numbers")));
        return None;
    }
    let mut ok = true;
    for (value, what, max) in [
        (&values[0], "files", MAX_FILES),
        (&values[1], "ranks", MAX_RANKS),
    ] {
        if !(2..=i64::from(max)).contains(value.get_ref()) {
            errors.push(at(
                file,
                value,
                Words::new("board-size-impossible")
                    .with("count", value.get_ref())
                    .with("what", what)
                    .with("max", max),
            ));
            ok = false;
        }
    }
    ok.then(|| Dims::new(*values[0].get_ref() as u8, *values[1].get_ref() as u8))
}

/// Reads square names of one board file, reporting problems where they are.
pub(crate) struct SquareReader<'a> {
    pub file: &'a DataFile,
    pub dims: Dims,
    /// How many square names fell just outside `dims` (a sign that `size` itself is wrong).
    pub outside: std::cell::Cell<usize>,
}

impl SquareReader<'_> {
    /// An error at `span`, said by `words` in the user's language.
    pub fn said(&self, span: Range<usize>, words: Words) -> DataError {
        DataError::at_span(&self.file.path, &self.file.text, span, words)
    }

    /// The square named by `text`, if it is a square name and on the board.
    pub fn square(&self, text: &Spanned<String>, errors: &mut Vec<DataError>) -> Option<Square> {
        let name = text.get_ref().trim();
        let looks_like_square = name.len() >= 2
            && name.as_bytes()[0].is_ascii_alphabetic()
            && name.len() <= 4
            && name[1..].bytes().all(|b| b.is_ascii_digit());
        let message = if looks_like_square {
            let file = name.as_bytes()[0].to_ascii_uppercase() - b'A';
            let rank: u32 = name[1..].parse().unwrap_or(0);
            if rank >= 1 && rank <= u32::from(self.dims.ranks) && file < self.dims.files {
                return Some(Square::new(file, rank as u8 - 1));
            }
            if rank >= 1 && rank <= u32::from(MAX_RANKS) && file < MAX_FILES {
                self.outside.set(self.outside.get() + 1);
            }
            let last_file = (b'A' + self.dims.files - 1) as char;
            Words::new("board-square-off-board-sized")
                .with("square", name.to_ascii_uppercase())
                .with("files", self.dims.files)
                .with("last-file", last_file)
                .with("ranks", self.dims.ranks)
        } else {
            match name.parse::<Square>() {
                Ok(sq) if self.dims.contains(sq) => return Some(sq),
                Ok(sq) => Words::new("board-square-off-board").with("square", sq),
                Err(_) => Words::new("board-not-a-square").with("name", name),
            }
        };
        errors.push(self.said(text.span(), message));
        None
    }

    /// Said at `size` when several squares of the file fall outside it: the size is then the likely
    /// mistake (the squares' own messages follow).
    pub fn size_too_small(&self, size: &Spanned<Vec<Spanned<i64>>>) -> Option<DataError> {
        (self.outside.get() >= 2).then(|| {
            self.said(
                size.span(),
                Words::new("board-size-leaves-out")
                    .with("count", self.outside.get())
                    .with("files", self.dims.files)
                    .with("ranks", self.dims.ranks),
            )
        })
    }

    /// Points at the character of the `start = "…"` string where the notation goes wrong (at the string
    /// itself when it holds escapes, whose columns would not match).
    pub fn start_error(&self, start: &Spanned<String>, e: &NotationError) -> DataError {
        let value = start.get_ref();
        let inner = value
            .char_indices()
            .nth(e.column)
            .map_or(value.len(), |(i, _)| i);
        let offset = self.offset_in_start(start, inner);
        self.said(
            offset..offset + 1,
            Words::new("board-start-unreadable")
                .with_words("what", crate::data::words::notation_words(e)),
        )
    }

    /// The start position against the rules of Espion, Schada and Tank Battle: White moves first.
    pub fn white_moves_first(&self, start: &Spanned<String>, game: &str) -> Option<DataError> {
        let mut fields = crate::core::notation::Fields::new(start.get_ref());
        fields.next("board").ok()?;
        let (column, text) = fields.next("side to move").ok()?;
        if Side::from_letter(text)? == Side::White {
            return None;
        }
        let value = start.get_ref();
        let inner = value.char_indices().nth(column).map_or(0, |(i, _)| i);
        let at = self.offset_in_start(start, inner);
        Some(self.said(
            at..at + 1,
            Words::new("board-start-black-first").with("game", game),
        ))
    }

    /// The place of the first piece `letter` in the `start = "…"` string (the string itself when the
    /// letter is not there).
    pub fn letter_in_start(&self, start: &Spanned<String>, letter: char) -> Range<usize> {
        let at = match start.get_ref().find(letter) {
            Some(inner) => self.offset_in_start(start, inner),
            None => start.span().start,
        };
        at..at + 1
    }

    /// The file offset of byte `inner` of the `start = "…"` string: the string's own place when it
    /// holds escapes, whose offsets would not match the file's.
    fn offset_in_start(&self, start: &Spanned<String>, inner: usize) -> usize {
        let span = start.span();
        let raw = self.file.text.get(span.clone()).unwrap_or("");
        let value = start.get_ref();
        if raw.len() == value.len() + 2 && &raw[1..raw.len() - 1] == value.as_str() {
            span.start + 1 + inner
        } else {
            span.start
        }
    }
}

/// An error at the place of a spanned value.
pub(super) fn at<T>(file: &DataFile, value: &Spanned<T>, words: Words) -> DataError {
    DataError::at_span(&file.path, &file.text, value.span(), words)
}

/// Checks `size = [files, ranks]` against the only size the game is played on (Espion, Schada).
fn check_fixed_size(
    file: &DataFile,
    size: &Spanned<Vec<i64>>,
    dims: Dims,
    game: &str,
    errors: &mut Vec<DataError>,
) {
    let expected = [i64::from(dims.files), i64::from(dims.ranks)];
    if size.get_ref().as_slice() != expected {
        errors.push(at(
            file,
            size,
            Words::new("board-size-fixed")
                .with("files", dims.files)
                .with("ranks", dims.ranks)
                .with("game", game),
        ));
    }
}

/// Puts the entries of a per-square table in board order (A1 first), reporting names that are not
/// squares of the board, squares named twice, and squares missing from the table.
fn by_square<'a, V>(
    file: &DataFile,
    parts: &SquareFile<'a, V>,
    dims: Dims,
    errors: &mut Vec<DataError>,
) -> Vec<Option<&'a V>> {
    let (table_name, table) = (parts.table_name, parts.table);
    let mut cells: Vec<Option<(&Spanned<String>, &V)>> = vec![None; dims.len()];
    let last = dims.square(dims.len() - 1);
    // Sort by place in the file so that messages come in reading order.
    let mut entries: Vec<_> = table.get_ref().iter().collect();
    entries.sort_by_key(|(k, _)| k.span().start);
    for (key, value) in entries {
        let square = key
            .get_ref()
            .parse::<Square>()
            .ok()
            .filter(|sq| dims.contains(*sq));
        let Some(square) = square else {
            errors.push(at(
                file,
                key,
                Words::new("board-key-not-a-square")
                    .with("name", key.get_ref())
                    .with("last", last),
            ));
            continue;
        };
        let cell = &mut cells[dims.index(square)];
        if let Some((first, _)) = cell {
            let (line, _) = crate::data::line_column(&file.text, first.span().start);
            errors.push(at(
                file,
                key,
                Words::new("board-square-again")
                    .with("name", key.get_ref())
                    .with("square", square)
                    .with("first", line),
            ));
            continue;
        }
        *cell = Some((key, value));
    }
    let missing: Vec<String> = dims
        .squares()
        .filter(|sq| cells[dims.index(*sq)].is_none())
        .map(|sq| sq.to_string())
        .collect();
    if !missing.is_empty() {
        let words = Words::new("board-entries-missing")
            .with("table", table_name)
            .with("squares", missing.join(", "));
        // One square left out (a deleted line): said where it belongs, between its neighbours.
        let header = file.text[..table.span().start]
            .rfind('\n')
            .map_or(0, |i| i + 1);
        let place = parts
            .model
            .filter(|_| missing.len() == 1)
            .and_then(|model| crate::data::missing_place(&file.text, model, header, &missing[0]));
        errors.push(match place {
            Some((byte, place)) => DataError::at_span(
                &file.path,
                &file.text,
                byte..byte,
                words.with_words("where", place),
            ),
            None => at(file, table, words.with("where", "")),
        });
    }
    cells.into_iter().map(|c| c.map(|(_, v)| v)).collect()
}

/// The parts of a square board file (Espion, Schada) read the same way for both games: the size, the
/// table with one entry per square (`arrows`, `diagrams`) and the start position.
pub(super) struct SquareFile<'a, T> {
    /// The game's name, for messages.
    pub game: &'static str,
    pub table_name: &'static str,
    pub size: &'a Spanned<Vec<i64>>,
    pub table: &'a Spanned<BTreeMap<Spanned<String>, T>>,
    pub start: &'a Spanned<String>,
    /// The shipped file's start position: when the teacher's start is the same, a disagreement between
    /// the start and a square's marks is said at the square, the line the teacher changed.
    pub shipped_start: Option<String>,
    /// The shipped file's text: where a square left out of the table belongs.
    pub model: Option<&'static str>,
}

/// Reads a square board file: checks its size, reads each square's entry with `mark` (which reports its
/// own problems) and builds the board from the marks and the start position with `build`.
///
/// # Errors
/// Every problem found, each at its place (the start position's too).
pub(super) fn read_square_file<T, M: Clone + Default, B>(
    file: &DataFile,
    parts: SquareFile<T>,
    mut mark: impl FnMut(Square, &T, &mut Vec<DataError>) -> M,
    build: impl FnOnce(Vec<M>, &str) -> Result<B, BoardError>,
) -> Result<B, Vec<DataError>> {
    let mut errors = Vec::new();
    check_fixed_size(file, parts.size, DIMS, parts.game, &mut errors);
    let entries = by_square(file, &parts, DIMS, &mut errors);
    let mut marks = vec![M::default(); DIMS.len()];
    for (i, entry) in entries.into_iter().enumerate() {
        if let Some(entry) = entry {
            marks[i] = mark(DIMS.square(i), entry, &mut errors);
        }
    }
    let reader = SquareReader {
        file,
        dims: DIMS,
        outside: Default::default(),
    };
    errors.extend(reader.white_moves_first(parts.start, parts.game));
    match build(marks, parts.start.get_ref()) {
        Ok(board) if errors.is_empty() => return Ok(board),
        Ok(_) => {}
        Err(BoardError::Start(e)) => errors.push(reader.start_error(parts.start, &e)),
        Err(BoardError::Army {
            side,
            letter,
            count,
            want,
        }) => {
            errors.push(
                reader.said(
                    reader.letter_in_start(parts.start, letter),
                    Words::new("board-start-army")
                        .with("side", side_name(side))
                        .with("letter", letter)
                        .with("count", count)
                        .with("want", want),
                ),
            );
        }
        // A square's arrows already refused: the chief's square is not counted twice.
        Err(BoardError::ChiefStart { .. }) if !errors.is_empty() => {}
        Err(BoardError::ChiefStart {
            side,
            square,
            arrows,
            five,
        }) => {
            let letter = if side == Side::White { 'C' } else { 'c' };
            let same_start = parts
                .shipped_start
                .as_deref()
                .is_some_and(|s| s.trim() == parts.start.get_ref().trim());
            let key = parts
                .table
                .get_ref()
                .keys()
                .find(|k| k.get_ref().trim().eq_ignore_ascii_case(&square.to_string()));
            let (span, id) = match key {
                Some(key) if same_start => (key.span(), "board-espion-chief-arrows"),
                _ => (
                    reader.letter_in_start(parts.start, letter),
                    "board-espion-chief-start",
                ),
            };
            let words = Words::new(id)
                .with("side", side_name(side))
                .with("square", square)
                .with("arrows", arrows);
            errors.push(reader.said(
                span,
                match five {
                    Some(five) => words.with("five", five),
                    None => words.with("five", "none"),
                },
            ));
        }
        Err(BoardError::FiveArrowsTwice { .. }) if !errors.is_empty() => {}
        Err(BoardError::FiveArrowsTwice { side, chief, other }) => {
            // Said at the arrows of the square that is not the chief's.
            let key = parts
                .table
                .get_ref()
                .keys()
                .find(|k| k.get_ref().trim().eq_ignore_ascii_case(&other.to_string()));
            let span = key.map_or(parts.start.span(), |k| k.span());
            let words = Words::new("board-espion-five-arrows-twice")
                .with("side", side_name(side))
                .with("square", other)
                .with("chief", chief);
            errors.push(reader.said(span, words));
        }
        Err(BoardError::SquareCount(n)) => errors.push(DataError::file(
            &file.path,
            Words::new("board-square-count").with("count", n),
        )),
        Err(BoardError::LeavesBoard { square, line }) => errors.push(DataError::file(
            &file.path,
            Words::new("board-line-number-leaves")
                .with("square", square)
                .with("line", line + 1),
        )),
    }
    Err(errors)
}

/// The board file of a square game (Espion, Schada): its TOML shape (`size`, `reconstructed`, `source`,
/// `start` and the table `$table`, one `$entry` per square; unknown keys refused) and its [`BoardFile`]
/// impl, which reads each square's entry with `$mark(file, square, entry, errors)` through
/// [`read_square_file`] and builds the board with `$board::new`.
///
/// [`BoardFile`]: super::BoardFile
macro_rules! square_board_file {
    ($(#[$doc:meta])* $board:ident, $game:ident, $name:literal, $table:ident: $entry:ty, $mark:path
     $(, check: $check:ident)?) => {
        #[derive(serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        struct RawBoard {
            size: toml::Spanned<Vec<i64>>,
            reconstructed: bool,
            source: String,
            start: toml::Spanned<String>,
            $table: toml::Spanned<std::collections::BTreeMap<toml::Spanned<String>, $entry>>,
        }

        impl super::BoardFile for $board {
            const GAME: $crate::core::GameId = $crate::core::GameId::$game;

            $(#[$doc])*
            fn parse(file: &DataFile) -> Result<$board, Vec<DataError>> {
                let raw: RawBoard = super::parse_toml(file, Self::GAME)?;
                let parts = super::square_reader::SquareFile {
                    game: $name,
                    table_name: stringify!($table),
                    size: &raw.size,
                    table: &raw.$table,
                    start: &raw.start,
                    shipped_start: super::shipped_as::<RawBoard>(Self::GAME)
                        .map(|raw| raw.start.into_inner()),
                    model: $crate::data::shipped(&super::path(Self::GAME)),
                };
                let board = super::square_reader::read_square_file(
                    file,
                    parts,
                    |square, entry, errors| $mark(file, square, entry, errors),
                    |marks, start| {
                        let board = $board::new(marks, start)?;
                        board.check_armies()?;
                        $(board.$check()?;)?
                        Ok(board)
                    },
                )?;
                Ok(board.with_origin(raw.reconstructed, raw.source))
            }
        }
    };
}
pub(super) use square_board_file;
