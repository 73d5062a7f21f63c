//! The `ludoclasse` binary: with no subcommand it opens the classroom app; subcommands do headless work
//! (replays, statistics, perft, printing, screenshots). The work itself lives in the library.

use std::process::ExitCode;

mod cli;

fn main() -> ExitCode {
    ludoclasse::app::gfx::before_window();
    cli::quiet_on_closed_output();
    no_display_in_one_sentence();
    match cli::parse() {
        Ok(cli) => cli::run(cli),
        Err(status) => status,
    }
}

/// The window library stops with a panic when there is no screen to open a window on (`DISPLAY` unset
/// or wrong: a server, an ssh session). The app and `screenshot` then end with one sentence that says
/// what to do (status 1), not a backtrace.
fn no_display_in_one_sentence() {
    let before = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let text = info.payload_as_str().unwrap_or("");
        if text.starts_with("XOpenDisplay() failed") {
            use std::io::Write;
            let display = std::env::var("DISPLAY")
                .ok()
                .filter(|d| !d.is_empty())
                .unwrap_or_else(|| "none".into());
            let line = cli::tr("display-none", &[("display", display.into())]);
            // Standard error may be closed: never panic again here.
            let _ = writeln!(std::io::stderr(), "ludoclasse: {line}");
            std::process::exit(1);
        }
        before(info);
    }));
}
