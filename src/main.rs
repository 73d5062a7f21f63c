//! The `ludoclasse` binary: with no subcommand it opens the classroom app; subcommands do headless work
//! (replays, statistics, perft, printing, screenshots). The work itself lives in the library.

use std::process::ExitCode;

mod cli;

fn main() -> ExitCode {
    ludoclasse::app::gfx::before_window();
    cli::quiet_on_closed_output();
    no_display_in_one_sentence();
    file_size_limit_as_an_error();
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

/// A limit on the size of the files the program writes (`ulimit -f`, a school's quota) stops it with a
/// signal, before it can say anything or remove its temporary file. Ignored, the signal becomes a
/// failed write ("the file is too large"): said with its path, the temporary file removed, the previous
/// file kept, as for a full disk.
fn file_size_limit_as_an_error() {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to "ignore" at the start of `main`, before any other thread
    // runs; no handler code is involved.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}
