//! Printable kits: for each game, the board at true size tiled over A4 or Letter pages, the pieces and
//! cards to cut out, a rules sheet with the setup drawn and a QR code, as one vector PDF.
//!
//! What each kit holds is data (`printables/<game>.toml`, see [`spec`]); the boards come from the same
//! board files as the engines; every word comes from `assets/locales/<lang>/print.ftl`.
//!
//! ```no_run
//! use ludoclasse::core::GameId;
//! use ludoclasse::print::{self, Options};
//! let boards = ludoclasse::boards::Boards::load();
//! let (pdf, report) = print::kit(GameId::Espion, &boards, &Options::default()).unwrap();
//! std::fs::write("espion.pdf", pdf).unwrap();
//! println!("{} pages", report.pages);
//! ```
//!
//! - [`layout`]: paper sizes, page frame, tiling; [`grid`]: a board's squares and coordinates;
//!   [`canvas`]: drawing in millimetres; [`pdf`]: the document; [`sheet`]: parts shared by the
//!   sheets (ruler, QR code, tiled boards, piece grids); [`mini`]: the one sheet per pair;
//! - one module per game's sheets, and [`rules`] for the rules sheet every kit starts with.

// Drawing functions take a position, a size and a style: more than clippy's seven arguments is the norm
// here, and bundling them in structs would only hide which is which.
#![allow(clippy::too_many_arguments)]

use std::fmt;

use crate::boards::{Boards, OpenError};
use crate::core::GameId;
use crate::data::{DataError, Words};
use crate::i18n::{Lang, Texts};

pub mod bataille;
pub mod canvas;
pub mod chars;
pub mod espion;
pub mod grid;
pub mod layout;
pub mod mini;
pub mod pdf;
pub mod plan;
pub mod rules;
pub mod schada;
pub mod sheet;
pub mod spec;
pub mod square;
pub mod tank_battle;
mod tokens;
pub mod worksheet;

use layout::Paper;
use pdf::Doc;
use spec::{KitSpec, SheetKind};

/// How to print.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    pub paper: Paper,
    pub lang: Lang,
    /// A board square in mm, instead of the kit's own (`square_mm` in its printables file).
    pub square_mm: Option<f32>,
    /// When set, the QR code holds this URL followed by the game's lesson path, instead of the rules
    /// summary. ASCII only.
    pub link_base: Option<String>,
    /// Outlines and hatching instead of large solid fills (board grounds, dark pieces, card backs):
    /// every kind of square and each side still told apart without colour.
    pub ink_saving: bool,
    /// One sheet per pair: the board with squares of about 20 mm and the pieces beside it ([`mini`]).
    pub mini: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            paper: Paper::A4,
            lang: Lang::Fr,
            square_mm: None,
            link_base: None,
            ink_saving: false,
            mini: false,
        }
    }
}

/// What went wrong while making a kit.
#[derive(Debug)]
pub enum PrintError {
    /// A data file (printables, board) is wrong.
    Data(DataError),
    /// Data files with several problems (the texts, a board file).
    Files(Vec<DataError>),
    /// An option cannot be used, said by its words (`print-error.ftl`).
    Option(Words),
    /// The PDF could not be written (a bug), with the library's own words.
    Pdf(String),
}

impl fmt::Display for PrintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrintError::Data(e) => write!(f, "{e}"),
            PrintError::Files(errors) => {
                let lines: Vec<_> = errors.iter().map(|e| e.to_string()).collect();
                write!(f, "{}", lines.join("\n"))
            }
            PrintError::Option(words) => f.write_str(&crate::i18n::english(words)),
            PrintError::Pdf(m) => f.write_str(&crate::i18n::english(&pdf_words(m))),
        }
    }
}

impl std::error::Error for PrintError {}

impl PrintError {
    /// What is wrong, as words to say in the user's language: `None` for data files (said one by one,
    /// each at its place).
    pub fn words(&self) -> Option<Words> {
        match self {
            PrintError::Option(words) => Some(words.clone()),
            PrintError::Pdf(raw) => Some(pdf_words(raw)),
            PrintError::Data(_) | PrintError::Files(_) => None,
        }
    }
}

/// The PDF library's failure (a fault of the program), with its own words kept for the bug report.
fn pdf_words(raw: &str) -> Words {
    Words::new("print-error-pdf").with("raw", raw)
}

impl From<Vec<DataError>> for PrintError {
    fn from(e: Vec<DataError>) -> PrintError {
        PrintError::Files(e)
    }
}

impl From<OpenError> for PrintError {
    fn from(e: OpenError) -> PrintError {
        match e {
            OpenError::Board(errors) => PrintError::Files(errors),
            other => PrintError::Option(crate::data::words::open_error_words(&other)),
        }
    }
}

impl From<DataError> for PrintError {
    fn from(e: DataError) -> PrintError {
        PrintError::Data(e)
    }
}

/// What a kit came to, for the command line and the tests.
#[derive(Clone, Debug, PartialEq)]
pub struct KitReport {
    pub game: GameId,
    /// Pages of this kit, its print plan included.
    pub pages: usize,
    /// Its sheets after the plan, in order, with their pages.
    pub sheets: Vec<plan::SheetPages>,
    /// The text held by the QR code of the rules sheet.
    pub qr_text: String,
    /// Each tiled board: its sheet, its size in mm, and its pages (columns × rows).
    pub boards: Vec<BoardReport>,
    /// Every text under 9 pt in the kit (none is the goal): its PDF page, its size in points, the text.
    pub small_texts: Vec<(usize, f32, String)>,
    /// The page the race die to fold is on (chars), counted from the first page after the plan (1).
    pub die_page: Option<usize>,
}

/// One tiled board of a kit.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardReport {
    pub sheet: SheetKind,
    /// Squares across and down.
    pub squares: (u8, u8),
    pub square_mm: f32,
    /// The drawing's size in mm (coordinates included).
    pub size_mm: (f32, f32),
    pub columns: usize,
    pub rows: usize,
    /// Whether its pages are landscape.
    pub landscape: bool,
    /// Where the pieces are cut, across and down, in mm from the drawing's top-left corner.
    pub seams: (Vec<f32>, Vec<f32>),
    /// The board's grid lines, across and down, in the same coordinates.
    pub grid_lines: (Vec<f32>, Vec<f32>),
}

impl BoardReport {
    /// The report of a board printed by [`sheet::tiled_board`].
    pub fn new(
        sheet_kind: SheetKind,
        squares: (u8, u8),
        square_mm: f32,
        sheet: &sheet::BoardSheet,
        tiling: &layout::Tiling,
        landscape: bool,
    ) -> BoardReport {
        BoardReport {
            sheet: sheet_kind,
            squares,
            square_mm,
            size_mm: (sheet.width, sheet.height),
            columns: tiling.columns,
            rows: tiling.rows,
            landscape,
            seams: tiling.seams(),
            grid_lines: (sheet.xlines.clone(), sheet.ylines.clone()),
        }
    }
}

/// What a sheet-drawing function needs.
pub struct Ctx<'a> {
    pub game: GameId,
    pub texts: &'a Texts,
    pub spec: &'a KitSpec,
    pub options: &'a Options,
    /// The board files, read once by the caller.
    pub boards: &'a Boards,
    /// The square size in force (the option, else the kit's).
    pub square: f32,
    /// Set once the race die has been drawn (under the race track when there is room, else with the
    /// pawns).
    pub die_done: std::cell::Cell<bool>,
}

impl Ctx<'_> {
    /// The text of the QR code: the rules summary, or the lesson link.
    pub fn qr_text(&self) -> String {
        match &self.options.link_base {
            Some(base) => link(base, &self.spec.lesson_path),
            None => self.texts.get(&format!("print-{}-summary", self.game.id())),
        }
    }

    /// The game's name in the chosen language.
    pub fn game_name(&self) -> String {
        self.texts.get(&format!("print-{}-name", self.game.id()))
    }

    /// The note at the bottom of a board sheet: it says the board is a reconstruction, unless the board
    /// file says otherwise (a teacher who owns the real game corrected it).
    pub fn board_footer(&self, reconstructed: bool) -> String {
        let id = if reconstructed {
            "print-board-footer"
        } else {
            "print-board-footer-own"
        };
        self.texts.tr(
            id,
            &[("size", format_mm(self.square, self.texts.lang()).into())],
        )
    }
}

/// A length in mm, with the decimal comma in French.
pub fn format_mm(mm: f32, lang: Lang) -> String {
    let text = if (mm - mm.round()).abs() < 0.05 {
        format!("{}", mm.round() as i64)
    } else {
        format!("{mm:.1}")
    };
    match lang {
        Lang::Fr => text.replace('.', ","),
        Lang::En => text,
    }
}

fn check_options(options: &Options) -> Result<(), PrintError> {
    if let Some(mm) = options.square_mm {
        if options.mini {
            let (lo, hi) = mini::SQUARE_RANGE;
            if !(mm.is_finite() && (lo..=hi).contains(&mm)) {
                return Err(PrintError::Option(
                    Words::new("print-error-square-mm-mini")
                        .with("lo", lo)
                        .with("hi", hi)
                        .with("mm", mm),
                ));
            }
        } else {
            let (lo, hi) = spec::SQUARE_RANGE;
            if !(mm.is_finite() && (lo..=hi).contains(&mm)) {
                return Err(PrintError::Option(
                    Words::new("print-error-square-mm")
                        .with("lo", lo)
                        .with("hi", hi)
                        .with("mm", mm),
                ));
            }
        }
    }
    if let Some(base) = &options.link_base {
        check_link_base(base).map_err(|why| {
            PrintError::Option(
                Words::new("print-error-link-base")
                    .with("base", base)
                    .with_said("why", why),
            )
        })?;
    }
    Ok(())
}

/// Why `base` cannot start the QR code's link, if it cannot (a message id of `print-error.ftl`).
fn check_link_base(base: &str) -> Result<(), &'static str> {
    if !base.is_ascii() || base.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err("print-error-link-ascii");
    }
    let lower = base.to_ascii_lowercase();
    let Some(rest) = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"))
    else {
        return Err("print-error-link-scheme");
    };
    if rest.is_empty() || rest.starts_with(['/', '?', '#', ':']) {
        return Err("print-error-link-no-host");
    }
    if base.matches('#').count() > 1 {
        return Err("print-error-link-two-hashes");
    }
    // After the `#`, the app reads the lesson's path, which the link adds there: nothing else may
    // stand before it (`…#top` would give `…#top/lessons/espion`, which opens no lesson).
    if let Some((_, fragment)) = base.split_once('#')
        && !fragment.trim_matches('/').is_empty()
    {
        return Err("print-error-link-after-hash");
    }
    Ok(())
}

/// The link of the QR code: the lesson path added to the base where it belongs. After a `#` (the web
/// build reads the part after it), the path goes at the end; otherwise it goes at the end of the address's
/// path, before a query string (`https://host/app?v=2` gives `https://host/app/lessons/espion?v=2`).
pub fn link(base: &str, lesson_path: &str) -> String {
    if base.contains('#') {
        return format!("{}/{lesson_path}", base.trim_end_matches('/'));
    }
    let (path, query) = match base.find('?') {
        Some(i) => base.split_at(i),
        None => (base, ""),
    };
    format!("{}/{lesson_path}{query}", path.trim_end_matches('/'))
}

/// One game's kit as a PDF, its board from `boards` (the caller's registry: each board file is read
/// once, by the caller).
///
/// # Errors
/// A wrong printables or board file, an unusable option.
pub fn kit(
    game: GameId,
    boards: &Boards,
    options: &Options,
) -> Result<(Vec<u8>, KitReport), PrintError> {
    let (pdf, mut reports) = combined(&[game], boards, options)?;
    Ok((pdf, reports.remove(0)))
}

/// Several kits in one PDF, one bookmark per game and per sheet.
///
/// # Errors
/// As [`kit`].
pub fn combined(
    games: &[GameId],
    boards: &Boards,
    options: &Options,
) -> Result<(Vec<u8>, Vec<KitReport>), PrintError> {
    check_options(options)?;
    // A teacher's broken text file stops only the kits that print its words: the interface's texts,
    // or the lessons' texts of a game printed (another game's typo leaves this kit as it is).
    let (texts, errors) = Texts::load_reporting(options.lang);
    let printed: Vec<_> = errors
        .into_iter()
        .filter(|e| crate::lesson::rules::game_of(&e.path).is_none_or(|g| games.contains(&g)))
        .collect();
    if !printed.is_empty() {
        return Err(PrintError::Files(printed));
    }
    let specs = games
        .iter()
        .map(|&g| KitSpec::load_for(g, boards).map(|s| (g, s)))
        .collect::<Result<Vec<_>, _>>()?;
    // Laid out once to count each sheet's pages, so that the plans can say which pages are which.
    let mut scratch = Doc::new(options.paper);
    scratch.ink_saving = options.ink_saving;
    let mut counted = Vec::new();
    for (game, spec) in &specs {
        counted.push(write_kit(
            &mut scratch,
            *game,
            spec,
            &texts,
            boards,
            options,
        )?);
    }
    let cover = usize::from(games.len() > 1);
    let mut first_pages = Vec::new();
    let mut next = cover + 1;
    for r in &counted {
        first_pages.push(next);
        next += 1 + r.pages;
    }
    let mut doc = Doc::new(options.paper);
    doc.ink_saving = options.ink_saving;
    let plans: Vec<_> = counted
        .iter()
        .zip(&first_pages)
        .map(|(r, &first)| plan::kit_plan(r, first))
        .collect();
    if cover == 1 {
        doc.section(texts.get("print-sheet-cover"));
        plan::cover_page(&mut doc, &texts, &plans, &first_pages);
    }
    let mut reports = Vec::new();
    for (((game, spec), plan), counted) in specs.iter().zip(&plans).zip(&counted) {
        let name = texts.get(&format!("print-{}-name", game.id()));
        doc.section(name.clone());
        doc.bookmark(texts.get("print-sheet-plan"));
        let first = doc.pages();
        plan::kit_page(&mut doc, &texts, plan, &name);
        let mut report = write_kit(&mut doc, *game, spec, &texts, boards, options)?;
        debug_assert_eq!(report.sheets, counted.sheets);
        report.pages = doc.pages() - first;
        report.small_texts = doc
            .small_texts
            .iter()
            .filter(|(page, _, _)| *page > first && *page <= doc.pages())
            .cloned()
            .collect();
        reports.push(report);
    }
    let title = if games.len() == 1 {
        texts.tr(
            "print-document-title",
            &[(
                "game",
                texts.get(&format!("print-{}-name", games[0].id())).into(),
            )],
        )
    } else {
        texts.get("print-document-title-all")
    };
    let pdf = doc
        .finish(&title, options.lang.code())
        .map_err(PrintError::Pdf)?;
    Ok((pdf, reports))
}

/// The sheets of a kit: the printables file's, or, for the mini kit, the rules and the one sheet per
/// pair (La Bataille's score sheet is already one sheet).
fn kit_sheets(spec: &KitSpec, options: &Options) -> Vec<SheetKind> {
    if !options.mini {
        return spec.sheets.clone();
    }
    let one = match spec.game {
        GameId::Bataille => SheetKind::ScoreSheet,
        _ => SheetKind::Mini,
    };
    vec![SheetKind::Rules, one]
}

/// The printed art of a square-board game with round pieces.
pub(crate) fn square_art(
    game: GameId,
    boards: &Boards,
) -> Result<Box<dyn square::SquareArt>, PrintError> {
    Ok(match game {
        GameId::Espion => Box::new(espion::Art::load(boards)?),
        GameId::Schada => Box::new(schada::Art::load(boards)?),
        GameId::TankBattle => Box::new(tank_battle::Art::load(boards)?),
        _ => unreachable!("{game} has no square board with round pieces"),
    })
}

/// Appends one game's sheets to `doc`.
fn write_kit(
    doc: &mut Doc,
    game: GameId,
    spec: &KitSpec,
    texts: &Texts,
    boards: &Boards,
    options: &Options,
) -> Result<KitReport, PrintError> {
    let ctx = Ctx {
        game,
        texts,
        spec,
        options,
        boards,
        square: options.square_mm.unwrap_or(spec.square_mm),
        die_done: std::cell::Cell::new(false),
    };
    let first_page = doc.pages();
    let mut reports = Vec::new();
    let mut sheets = Vec::new();
    let mut die_page = None;
    for sheet in kit_sheets(spec, options) {
        doc.bookmark(texts.get(&format!("print-sheet-{}", sheet.id())));
        let before = doc.pages();
        let die_before = ctx.die_done.get();
        match (game, sheet) {
            (_, SheetKind::Rules) => rules::sheet(doc, &ctx)?,
            (GameId::Bataille, SheetKind::ScoreSheet) => bataille::score_sheet(doc, &ctx),
            (GameId::Chars, SheetKind::RaceTrack) => reports.push(chars::race_track(doc, &ctx)?),
            (GameId::Chars, SheetKind::Board) => reports.push(chars::board(doc, &ctx)?),
            (GameId::Chars, SheetKind::TankPawns) => chars::tank_pawns(doc, &ctx),
            (GameId::Chars, SheetKind::MineCards) => chars::mine_cards(doc, &ctx),
            (GameId::Chars, SheetKind::Mini) => reports.extend(chars::mini(doc, &ctx)?),
            (_, SheetKind::Board) => {
                reports.push(square::board(doc, &ctx, &*square_art(game, boards)?))
            }
            (_, SheetKind::Pieces) => square::pieces(doc, &ctx, &*square_art(game, boards)?),
            (_, SheetKind::Mini) => {
                reports.push(square::mini(doc, &ctx, &*square_art(game, boards)?)?)
            }
            (game, sheet) => {
                unreachable!("{game} has no {} sheet (checked when loading)", sheet.id())
            }
        }
        sheets.push(plan::SheetPages {
            sheet,
            pages: doc.pages() - before,
        });
        // The die goes on the last page of the sheet that draws it (below the race track, after the
        // pawns, on the mini race sheet).
        if !die_before && ctx.die_done.get() {
            die_page = Some(doc.pages() - first_page);
        }
    }
    Ok(KitReport {
        game,
        pages: doc.pages() - first_page,
        sheets,
        qr_text: ctx.qr_text(),
        boards: reports,
        small_texts: Vec::new(),
        die_page,
    })
}
