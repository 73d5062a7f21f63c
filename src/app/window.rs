//! The frame loop: the stack of screens, the input that belongs to none of them (focus, a press on a
//! button, a drag), and the window that draws a frame only when something changes.

use macroquad::prelude::*;

use super::store::Store;
use super::ui::{self, Palette, Ui, Widget};
use super::{Command, Ctx, Pointer, Screen, gfx, home, lessons, route};

/// The stack of screens and the input state that belongs to none of them.
pub(super) struct App {
    pub(super) ctx: Ctx,
    pub(super) ui: Ui,
    pub(super) stack: Vec<Box<dyn Screen>>,
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
    pub(super) fn new(ctx: Ctx, first: Box<dyn Screen>) -> App {
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

    pub(super) fn apply(&mut self, command: Command) {
        if matches!(command, Command::None) {
            return;
        }
        self.settle = SETTLE_FRAMES;
        match command {
            Command::None => return,
            Command::Push(s) => self.stack.push(s),
            Command::Pop | Command::PopTwice => {
                let times = if matches!(command, Command::PopTwice) {
                    2
                } else {
                    1
                };
                for _ in 0..times {
                    if let Some(mut s) = self.stack.pop() {
                        s.leave(&mut self.ctx);
                    }
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
                // A last try at what a full disk kept from being written (room may have been made).
                let _ = self.ctx.store.retry_pending();
                self.quit = true;
            }
        }
        self.focus = None;
        self.pressed = None;
        self.pointer_down = false;
    }

    /// One frame: fit the screen, input, update, draw.
    pub(super) fn frame(&mut self, dt: f32, input: bool) {
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

        self.ui.trim_letters();
        self.ui.take_new_letters();
        self.draw(input);
        if self.ui.take_new_letters() {
            // Letters were added to a font's texture while drawing: some drawn before may point to
            // the texture it replaced. Clearing drops everything drawn so far; the second drawing
            // finds every letter in place.
            self.draw(input);
        }
    }

    /// Draws the top screen and its widgets over a cleared screen.
    fn draw(&self, input: bool) {
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
        // A greyed-out button is still a button: a tap on it does nothing (it is not a tap beside the
        // buttons, which a lesson takes for "Next").
        let on_disabled = under.is_none() && widgets.iter().any(|w| w.rect.contains(pos));
        if pressed_now {
            self.focus = None;
            if under.is_some() {
                self.pressed = under;
            } else if on_disabled {
                self.pressed = None;
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

pub(super) fn window_conf(width: i32, height: i32, title: &str) -> Conf {
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
        let mut ctx = Ctx::new(Store::user(), false);
        // The children's stars are read once at the start: a damaged list is restored (or set aside)
        // now, and the home screen says so, rather than only when a lesson list opens.
        let (_, problem) = super::profiles::Profiles::load(&ctx.store);
        if let Some(e) = problem {
            ctx.notices
                .push(super::profiles::Profiles::notice(&ctx.texts, &e));
        }
        // Read by `web/test.sh` to check that a setting changed in the app survives a reload.
        #[cfg(target_arch = "wasm32")]
        crate::web::log(&format!(
            "ludoclasse: texts in {} (language setting: {}; stored settings: {})",
            ctx.texts.lang(),
            ctx.settings
                .lang
                .map_or_else(|| "browser".to_string(), |l| l.to_string()),
            match ctx.store.read(super::settings::Settings::FILE) {
                Ok(Some(_)) => "found",
                Ok(None) => "none",
                Err(_) => "unreadable",
            }
        ));
        let mut app = App::new(ctx, Box::new(home::Home::new()));
        super::wake::start();
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
            super::wake::drawn(woke);
            super::wake::watching(app.stack.last().is_some_and(|s| s.watches_files()));
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
