//! The classroom app (macroquad): the only part of the kit that draws, reads the mouse or looks at the
//! clock.
//!
//! Built like zemeroth: a stack of [`Screen`]s; each frame the top screen lists its widgets, receives the
//! input, updates its animations and draws. A screen never changes the stack itself: it returns a
//! [`Command`] (push, pop, replace, quit). The rules live in `core`: a screen asks the core for the legal
//! moves and plays them there at once; it only *animates* the change afterwards.
//!
//! Entry points: [`run`] opens the app; [`screenshot`] renders one scene into a PNG (and can time frames).

use macroquad::prelude::*;

use crate::i18n::{Lang, Texts};

pub mod bataille;
pub mod board_view;
pub mod chars;
pub mod games;
pub mod gfx;
pub mod home;
pub mod layout;
pub mod lessons;
pub mod notice;
pub mod play;
pub mod profiles;
pub mod route;
pub mod settings;
pub mod settings_screen;
pub mod setup;
pub mod store;
pub mod ui;

use settings::Settings;
use store::Store;
use ui::{Palette, Ui, Widget};

/// What the app shares with every screen: the texts, the settings and where things are stored.
pub struct Ctx {
    pub texts: Texts,
    pub settings: Settings,
    pub store: Store,
    /// Messages for the user about stored files (a corrupt save set aside…), shown on the home screen.
    pub notices: Vec<String>,
    /// True while rendering a screenshot: no animation, nothing saved.
    pub still: bool,
    /// The board files, read once.
    pub boards: games::Boards,
    /// A message for the user that is not a problem (where a printed kit was saved…).
    pub info: Option<String>,
}

impl Ctx {
    /// Loads the settings from `store` (a corrupt file is set aside and noted) and the texts.
    pub fn new(store: Store, still: bool) -> Ctx {
        let mut notices = Vec::new();
        let settings = match store.load_toml::<Settings>(Settings::FILE) {
            Ok(s) => s.unwrap_or_default().clamped(),
            Err(e) => {
                notices.push(e.to_string());
                Settings::default()
            }
        };
        let mut text_notices = Vec::new();
        let texts = load_texts(Lang::choose(settings.lang), &mut text_notices);
        let boards = games::Boards::load();
        let board_problems: Vec<String> = boards.problems().map(ToString::to_string).collect();
        let mut ctx = Ctx {
            texts,
            settings,
            store,
            notices: Vec::new(),
            still,
            boards,
            info: None,
        };
        ctx.notices = notices
            .into_iter()
            .map(|n| ctx.texts.tr("app-notice-file", &[("problem", n.into())]))
            .collect();
        ctx.notices.extend(text_notices);
        for problem in board_problems {
            let text = ctx.tr("app-notice-board", &[("problem", problem.into())]);
            ctx.notices.push(text);
        }
        ctx
    }

    pub fn t(&self, id: &str) -> String {
        self.texts.get(id)
    }

    pub fn tr(&self, id: &str, args: &[(&str, crate::i18n::Arg)]) -> String {
        self.texts.tr(id, args)
    }

    /// Saves the settings; a failure becomes a notice.
    pub fn save_settings(&mut self) {
        if self.still {
            return;
        }
        if let Err(e) = self.store.save_toml(Settings::FILE, &self.settings) {
            let text = self.tr("app-notice-file", &[("problem", e.to_string().into())]);
            self.notices.push(text);
        }
    }

    /// Switches the language of every text.
    pub fn set_lang(&mut self, lang: Option<Lang>) {
        self.settings.lang = lang;
        let mut problems = Vec::new();
        self.texts = load_texts(Lang::choose(lang), &mut problems);
        for p in problems {
            if !self.notices.contains(&p) {
                self.notices.push(p);
            }
        }
    }

    /// Multiplies an animation's duration (0 when animations are off or for a still frame).
    pub fn anim(&self, seconds: f32) -> f32 {
        if self.still {
            0.0
        } else {
            seconds * self.settings.animation.factor()
        }
    }
}

fn load_texts(lang: Lang, notices: &mut Vec<String>) -> Texts {
    // The shipped texts are embedded and always load; a teacher's broken copy only brings notices: one
    // per file, a plain sentence with every mistake (file:line:column) as its details.
    let (texts, errors) = Texts::load_reporting(lang);
    let mut files: Vec<&str> = errors.iter().map(|e| e.path.as_str()).collect();
    files.dedup();
    for file in files {
        let mine: Vec<String> = errors
            .iter()
            .filter(|e| e.path == file)
            .map(ToString::to_string)
            .collect();
        // The plain sentence names the file as the teacher copied it (its place in the data folder).
        let short = crate::data::override_dir()
            .and_then(|d| {
                std::path::Path::new(file)
                    .strip_prefix(d)
                    .ok()
                    .map(|p| p.display().to_string())
            })
            .unwrap_or_else(|| file.to_string());
        let plain = texts.tr(
            "notice-texts",
            &[("file", short.into()), ("count", mine.len().into())],
        );
        notices.push(notice::with_details(&plain, &mine.join("\n")));
    }
    texts
}

/// What a screen asks the stack to do.
pub enum Command {
    None,
    Push(Box<dyn Screen>),
    Pop,
    Replace(Box<dyn Screen>),
    Quit,
}

/// A pointer event (mouse or touch) in virtual units, outside any widget.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Pointer {
    Down(Vec2),
    Move(Vec2),
    Up(Vec2),
}

/// One screen of the app.
pub trait Screen {
    /// The buttons of the screen, in keyboard order (Tab goes through them).
    fn widgets(&self, ctx: &Ctx, ui: &Ui) -> Vec<Widget>;

    /// A widget was activated (click, tap, Enter or Space on the focused one).
    fn activate(&mut self, ctx: &mut Ctx, id: u32) -> Command;

    /// Advances animations and timers.
    fn update(&mut self, _ctx: &mut Ctx, _dt: f32) -> Command {
        Command::None
    }

    /// A pointer event outside the widgets (clicking a board square, a card pile…).
    fn pointer(&mut self, _ctx: &mut Ctx, _ui: &Ui, _event: Pointer) -> Command {
        Command::None
    }

    /// A key the screen may want (shortcuts, moving a cursor); `None` when it does not handle it.
    fn key(&mut self, _ctx: &mut Ctx, _key: KeyCode) -> Option<Command> {
        None
    }

    /// Escape: by default, back to the previous screen.
    fn back(&mut self, _ctx: &mut Ctx) -> Command {
        Command::Pop
    }

    fn draw(&self, ctx: &Ctx, ui: &Ui);

    /// Called when the screen leaves the stack or the app closes (to save a game in progress).
    fn leave(&mut self, _ctx: &mut Ctx) {}

    /// True while the screen changes without the child doing anything: an animation, the computer
    /// about to answer, a timer, a file to watch. While the top screen says false, the app draws no
    /// frame until an input or a window event (the processor sleeps). The default keeps drawing: a
    /// screen that only waits for the child says so.
    fn animating(&self) -> bool {
        true
    }
}

/// The stack of screens and the input state that belongs to none of them.
struct App {
    ctx: Ctx,
    ui: Ui,
    stack: Vec<Box<dyn Screen>>,
    /// Index of the focused widget (keyboard), if any.
    focus: Option<usize>,
    /// The widget under a pointer that went down, until it goes up.
    pressed: Option<u32>,
    /// A pointer went down outside the widgets (a drag on the board may follow).
    pointer_down: bool,
    fullscreen: bool,
    quit: bool,
    /// Frames still to draw after the last input or animation (hover and pressed states settle).
    settle: u32,
}

impl App {
    fn new(ctx: Ctx, first: Box<dyn Screen>) -> App {
        let ui = Ui::new(
            Palette::get(ctx.settings.palette),
            ctx.settings.text_size.factor(),
        );
        App {
            ctx,
            ui,
            stack: vec![first],
            focus: None,
            pressed: None,
            pointer_down: false,
            fullscreen: false,
            quit: false,
            settle: SETTLE_FRAMES,
        }
    }

    /// Opens `route` over the home screen (the screens above it leave first). A lesson id opens the
    /// game's screen for now: this is the hook where the lesson player takes over.
    fn open_route(&mut self, route: &route::Route) {
        while self.stack.len() > 1 {
            self.apply(Command::Pop);
        }
        // An address naming a lesson (`#espion/01`) opens that lesson over its game's lesson list.
        if let Some(lesson) = &route.lesson
            && let Ok(screens) = lessons::scene(&mut self.ctx, lesson, None, None)
        {
            for screen in screens {
                self.apply(Command::Push(screen));
            }
            return;
        }
        // `lessons/espion` (a printed kit's QR code): the game's lesson list.
        if route.list && home::has_lessons(route.game) {
            let list = lessons::list::LessonList::new(&mut self.ctx, route.game);
            self.apply(Command::Push(Box::new(list)));
            return;
        }
        if let Some(screen) = home::game_screen(&mut self.ctx, route.game) {
            self.apply(Command::Push(screen));
        }
    }

    /// Whether the next frame must be drawn without waiting for an input: the top screen animates, or
    /// an input or a change of screen happened a moment ago.
    fn wants_frame(&mut self) -> bool {
        if self.stack.last().is_some_and(|s| s.animating()) {
            self.settle = SETTLE_FRAMES;
            return true;
        }
        if self.settle > 0 {
            self.settle -= 1;
            return true;
        }
        false
    }

    fn apply(&mut self, command: Command) {
        if matches!(command, Command::None) {
            return;
        }
        self.settle = SETTLE_FRAMES;
        match command {
            Command::None => return,
            Command::Push(s) => self.stack.push(s),
            Command::Pop => {
                if let Some(mut s) = self.stack.pop() {
                    s.leave(&mut self.ctx);
                }
                if self.stack.is_empty() {
                    self.quit = true;
                }
            }
            Command::Replace(s) => {
                if let Some(mut old) = self.stack.pop() {
                    old.leave(&mut self.ctx);
                }
                self.stack.push(s);
            }
            Command::Quit => {
                while let Some(mut s) = self.stack.pop() {
                    s.leave(&mut self.ctx);
                }
                self.quit = true;
            }
        }
        self.focus = None;
        self.pressed = None;
        self.pointer_down = false;
    }

    /// One frame: fit the screen, input, update, draw.
    fn frame(&mut self, dt: f32, input: bool) {
        if self.ctx.settings.fullscreen != self.fullscreen && !self.ctx.still {
            self.fullscreen = self.ctx.settings.fullscreen;
            set_fullscreen(self.fullscreen);
        }
        self.ui.palette = Palette::get(self.ctx.settings.palette);
        self.ui.text_factor = self.ctx.settings.text_size.factor();
        self.ui.court = [
            "app-bataille-jack",
            "app-bataille-queen",
            "app-bataille-king",
        ]
        .map(|id| self.ctx.t(id));
        self.ui.fit(screen_width(), screen_height());
        let Some(top) = self.stack.last_mut() else {
            return;
        };
        let widgets = top.widgets(&self.ctx, &self.ui);
        if self.focus.is_some_and(|f| f >= widgets.len()) {
            self.focus = None;
        }
        let mut command = Command::None;
        if input {
            let touched = is_mouse_button_pressed(MouseButton::Left)
                || is_mouse_button_released(MouseButton::Left)
                || !get_keys_pressed().is_empty();
            if touched {
                self.settle = SETTLE_FRAMES;
            }
            command = self.input(&widgets);
        }
        if matches!(command, Command::None)
            && let Some(top) = self.stack.last_mut()
        {
            command = top.update(&mut self.ctx, dt);
        }
        self.apply(command);

        clear_background(self.ui.palette.background);
        gfx::begin_frame();
        if let Some(top) = self.stack.last() {
            top.draw(&self.ctx, &self.ui);
            let widgets = top.widgets(&self.ctx, &self.ui);
            let pointer = self.ui.pointer();
            // Widgets never overlap: their labels are drawn together, after all the buttons.
            self.ui.batch_text(|| {
                for (i, w) in widgets.iter().enumerate() {
                    let hover = input && w.enabled && w.rect.contains(pointer);
                    ui::draw_widget(&self.ui, w, hover, self.focus == Some(i));
                }
            });
        }
    }

    fn input(&mut self, widgets: &[Widget]) -> Command {
        let pos = self.ui.pointer();
        let under = widgets
            .iter()
            .find(|w| w.enabled && w.rect.contains(pos))
            .map(|w| w.id);
        let top = self.stack.last_mut().expect("a screen");
        // A quick tap on a touch screen or a whiteboard can go down and up within one frame: the press
        // is handled first, then the release in the same frame.
        let pressed_now = is_mouse_button_pressed(MouseButton::Left);
        let released_now = is_mouse_button_released(MouseButton::Left);
        if pressed_now {
            self.focus = None;
            if under.is_some() {
                self.pressed = under;
            } else {
                self.pointer_down = true;
                let c = top.pointer(&mut self.ctx, &self.ui, Pointer::Down(pos));
                if !released_now || !matches!(c, Command::None) {
                    return c;
                }
            }
        }
        if released_now {
            if let Some(id) = self.pressed.take() {
                if under == Some(id) {
                    return top.activate(&mut self.ctx, id);
                }
            } else if self.pointer_down {
                self.pointer_down = false;
                return top.pointer(&mut self.ctx, &self.ui, Pointer::Up(pos));
            }
        } else if !pressed_now && self.pointer_down && is_mouse_button_down(MouseButton::Left) {
            let c = top.pointer(&mut self.ctx, &self.ui, Pointer::Move(pos));
            if !matches!(c, Command::None) {
                return c;
            }
        }

        let shift = is_key_down(KeyCode::LeftShift) || is_key_down(KeyCode::RightShift);
        let mut keys: Vec<KeyCode> = get_keys_pressed().into_iter().collect();
        keys.sort_by_key(|k| *k as u32);
        for key in keys {
            let focusable: Vec<usize> =
                (0..widgets.len()).filter(|&i| widgets[i].enabled).collect();
            let step = |focus: Option<usize>, forward: bool| -> Option<usize> {
                if focusable.is_empty() {
                    return None;
                }
                let at = focus.and_then(|f| focusable.iter().position(|&i| i == f));
                let n = focusable.len();
                let next = match (at, forward) {
                    (None, true) => 0,
                    (None, false) => n - 1,
                    (Some(a), true) => (a + 1) % n,
                    (Some(a), false) => (a + n - 1) % n,
                };
                Some(focusable[next])
            };
            match key {
                KeyCode::Tab => self.focus = step(self.focus, !shift),
                KeyCode::Enter | KeyCode::KpEnter | KeyCode::Space if self.focus.is_some() => {
                    let id = widgets[self.focus.expect("focus")].id;
                    return top.activate(&mut self.ctx, id);
                }
                KeyCode::Escape => return top.back(&mut self.ctx),
                _ => {
                    if let Some(c) = top.key(&mut self.ctx, key) {
                        return c;
                    }
                    match key {
                        KeyCode::Down | KeyCode::Right => self.focus = step(self.focus, true),
                        KeyCode::Up | KeyCode::Left => self.focus = step(self.focus, false),
                        _ => {}
                    }
                }
            }
        }
        Command::None
    }
}

fn window_conf(width: i32, height: i32, title: &str) -> Conf {
    Conf {
        window_title: title.to_string(),
        window_width: width,
        window_height: height,
        high_dpi: false,
        window_resizable: true,
        ..Default::default()
    }
}

/// Where the app opens: on the web build, the page address's fragment (`#espion/01`); natively, the
/// home screen.
pub fn initial_route() -> Option<route::Route> {
    #[cfg(target_arch = "wasm32")]
    {
        route::Route::parse(&crate::web::hash())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        None
    }
}

/// Frames drawn after the last input or animation before the app sleeps: macroquad clears the pressed
/// keys and buttons at the end of a frame, and a new screen fills the font atlas in its first frames.
const SETTLE_FRAMES: u32 = 3;

/// The app's window: miniquad's blocking event loop, so that a frame is drawn only when an input, a
/// resize or the app itself ([`App::wants_frame`]) asks for one. Idle, the processor sleeps (in the
/// browser too: no animation frame is requested).
fn sleeping_conf() -> macroquad::conf::Conf {
    let mut conf = window_conf(1280, 800, "Ludoclasse");
    conf.platform.blocking_event_loop = true;
    macroquad::conf::Conf {
        miniquad_conf: conf,
        update_on: Some(macroquad::conf::UpdateTrigger {
            key_down: true,
            mouse_down: true,
            mouse_up: true,
            mouse_motion: true,
            mouse_wheel: true,
            specific_key: None,
            touch: true,
        }),
        ..Default::default()
    }
}

/// Opens the classroom app and returns when it is closed.
pub fn run() {
    macroquad::Window::from_config(sleeping_conf(), async {
        // With the first-frame line, read by `web/test.sh`: how long the app itself takes to start.
        #[cfg(target_arch = "wasm32")]
        crate::web::log("ludoclasse: app started");
        // The font ships compressed (`src/fonts.rs`): the time to inflate it shows in the console.
        #[cfg(target_arch = "wasm32")]
        {
            let _ = (crate::fonts::regular(), crate::fonts::bold());
            crate::web::log("ludoclasse: font inflated");
        }
        let ctx = Ctx::new(Store::user(), false);
        // Read by `web/test.sh` to check that a setting changed in the app survives a reload.
        #[cfg(target_arch = "wasm32")]
        crate::web::log(&format!(
            "ludoclasse: texts in {} (language setting: {}; stored settings: {})",
            ctx.texts.lang(),
            ctx.settings
                .lang
                .map_or_else(|| "browser".to_string(), |l| l.to_string()),
            match ctx.store.read(Settings::FILE) {
                Ok(Some(_)) => "found",
                Ok(None) => "none",
                Err(_) => "unreadable",
            }
        ));
        let mut app = App::new(ctx, Box::new(home::Home::new()));
        if let Some(route) = initial_route() {
            app.open_route(&route);
        }
        #[cfg(target_arch = "wasm32")]
        let mut hash_changes = crate::web::hash_changes();
        let mut first = true;
        // After a sleep, the clock's gap is not an animation step.
        let mut woke = true;
        loop {
            // On the web, a new address (a QR code scanned while the page is open) opens its route.
            #[cfg(target_arch = "wasm32")]
            if crate::web::hash_changes() != hash_changes {
                hash_changes = crate::web::hash_changes();
                if let Some(route) = initial_route() {
                    app.open_route(&route);
                }
            }
            let dt = if woke {
                1.0 / 60.0
            } else {
                get_frame_time().min(0.1)
            };
            app.frame(dt, true);
            if app.quit {
                // A web page is closed by its tab: there, quitting goes back to the home screen.
                if cfg!(target_arch = "wasm32") {
                    app.quit = false;
                    if app.stack.is_empty() {
                        app.stack.push(Box::new(home::Home::new()));
                    }
                } else {
                    break;
                }
            }
            woke = !app.wants_frame();
            if !woke {
                miniquad::window::schedule_update();
            }
            next_frame().await;
            if first {
                first = false;
                // Read by `web/test.sh` to time the first frame.
                #[cfg(target_arch = "wasm32")]
                crate::web::log("ludoclasse: first frame drawn");
            }
        }
    });
}

/// What to render with [`screenshot`].
#[derive(Clone, Debug)]
pub struct ShotOptions {
    pub scene: scenes::Scene,
    pub width: u32,
    pub height: u32,
    pub out: Option<std::path::PathBuf>,
    pub lang: Lang,
    /// Time this many frames of the live scene (animations running) before saving the last one.
    pub bench_frames: u32,
    pub palette: settings::PaletteId,
    pub text_size: settings::TextSize,
    /// Also check the top screen's buttons at every size of [`layout::CHECKED_SIZES`] and every text
    /// size (finger-sized, inside the screen, not overlapping): see [`FrameReport::layout_problems`].
    pub check_layout: bool,
}

/// Frame-time figures, in milliseconds.
#[derive(Clone, Debug, Default)]
pub struct FrameReport {
    /// From the call to the first frame on screen.
    pub first_frame_ms: f64,
    pub frames: u32,
    pub median_ms: f64,
    pub p95_ms: f64,
    /// Processor time used per frame (every thread, Mesa's included), when the system tells it: unlike
    /// the wall-clock figures, it does not grow when other programs share the processor.
    pub cpu_ms_per_frame: Option<f64>,
    /// With [`ShotOptions::check_layout`]: what is wrong with the buttons, size by size.
    pub layout_problems: Vec<String>,
}

/// Processor time used by this process so far, in milliseconds (Linux only).
fn process_cpu_ms() -> Option<f64> {
    #[cfg(all(not(target_arch = "wasm32"), target_os = "linux"))]
    {
        let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
        // Fields after the command name (which is in parentheses and may hold spaces).
        let rest = &stat[stat.rfind(')')? + 2..];
        let fields: Vec<&str> = rest.split(' ').collect();
        // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name; in ticks of
        // 1/100 s on Linux.
        let utime: f64 = fields.get(11)?.parse().ok()?;
        let stime: f64 = fields.get(12)?.parse().ok()?;
        Some((utime + stime) * 10.0)
    }
    #[cfg(not(all(not(target_arch = "wasm32"), target_os = "linux")))]
    {
        None
    }
}

pub mod scenes;

/// Renders one scene into a PNG (no animation, no user files) and, when asked, times frames first.
///
/// # Errors
/// A scene that cannot be built (unknown game, bad position…).
pub fn screenshot(options: ShotOptions) -> Result<FrameReport, String> {
    use std::cell::RefCell;
    use std::rc::Rc;
    // Built before the window opens, so that a bad position is reported without a window.
    scenes::check(&options.scene)?;
    let result: Rc<RefCell<Result<FrameReport, String>>> =
        Rc::new(RefCell::new(Err("the window did not open".to_string())));
    let out = result.clone();
    let started = miniquad::date::now();
    let conf = window_conf(options.width as i32, options.height as i32, "Ludoclasse");
    macroquad::Window::from_config(conf, async move {
        *out.borrow_mut() = shoot(options, started).await;
    });
    Rc::try_unwrap(result)
        .map(RefCell::into_inner)
        .unwrap_or_else(|_| Err("the window is still open".to_string()))
}

async fn shoot(options: ShotOptions, started: f64) -> Result<FrameReport, String> {
    let live = options.bench_frames > 0;
    let mut ctx = Ctx::new(Store::none(), !live);
    ctx.set_lang(Some(options.lang));
    ctx.settings.palette = options.palette;
    ctx.settings.text_size = options.text_size;
    let screens = scenes::build(&options.scene, &mut ctx)?;
    let mut stack = screens.into_iter();
    let first = stack.next().ok_or("empty scene")?;
    let mut app = App::new(ctx, first);
    for s in stack {
        app.apply(Command::Push(s));
    }
    let mut report = FrameReport::default();
    // The first frames also fill the font atlas.
    app.frame(0.0, false);
    next_frame().await;
    report.first_frame_ms = (miniquad::date::now() - started) * 1000.0;
    let mut times = Vec::with_capacity(options.bench_frames as usize);
    let cpu_before = process_cpu_ms();
    let mut last = miniquad::date::now();
    for _ in 0..options.bench_frames {
        app.frame(1.0 / 60.0, false);
        next_frame().await;
        let now = miniquad::date::now();
        times.push((now - last) * 1000.0);
        last = now;
    }
    if options.bench_frames > 0
        && let (Some(a), Some(b)) = (cpu_before, process_cpu_ms())
    {
        report.cpu_ms_per_frame = Some((b - a) / f64::from(options.bench_frames));
    }
    if options.check_layout
        && let Some(top) = app.stack.last()
    {
        for (w, h) in layout::CHECKED_SIZES {
            for text_size in settings::TextSize::ALL {
                app.ui.text_factor = text_size.factor();
                app.ui.fit(w, h);
                let widgets = top.widgets(&app.ctx, &app.ui);
                for problem in layout::problems(&app.ui, &widgets) {
                    report
                        .layout_problems
                        .push(format!("{w}x{h}, text {}: {problem}", text_size.id()));
                }
            }
        }
    }
    app.frame(0.0, false);
    if let Some(out) = &options.out {
        let image = get_screen_data();
        let path = out.to_string_lossy().to_string();
        image.export_png(&path);
    }
    next_frame().await;
    if !times.is_empty() {
        times.sort_by(|a, b| a.total_cmp(b));
        report.frames = times.len() as u32;
        report.median_ms = times[times.len() / 2];
        report.p95_ms = times[((times.len() as f64 * 0.95) as usize).min(times.len() - 1)];
    }
    Ok(report)
}
