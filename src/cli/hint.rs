//! `ludoclasse hint <game> [--position "…"] [--level …] [--lang fr|en] [--json]`: the computer's
//! suggestion for the side to move, with its reason;
//! `ludoclasse match <game> --white LEVEL --black LEVEL --games N --seed S`: computer against computer.

use serde_json::json;

use super::perft::{Position, PositionVisitor, with_position};
use super::{CliResult, Failure};
use ludoclasse::ai::arena::{MatchStats, Pairing, play_match};
use ludoclasse::ai::hint::hint;
use ludoclasse::ai::{Level, annotate};
use ludoclasse::boards::Boards;
use ludoclasse::core::GameId;
use ludoclasse::core::geometry::Square;
use ludoclasse::core::rng::Rng;
use ludoclasse::i18n::{Lang, Texts};

#[derive(clap::Args, Debug)]
pub struct HintArgs {
    /// espion, schada, tank-battle or chars (the battle phase).
    #[arg(value_parser = super::refusal::game)]
    game: GameId,
    /// A position in the game's notation (the start position by default).
    #[arg(long)]
    position: Option<String>,
    /// random, greedy, debutant, moyen or fort.
    #[arg(long, value_parser = super::refusal::level, default_value_t = Level::DEFAULT)]
    level: Level,
    /// The language of the reason (the system's by default, else French).
    #[arg(long, value_parser = super::refusal::lang)]
    lang: Option<Lang>,
    /// The seed of the computer's random choices (between equal moves, and sampled hidden cards).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Also list the targets of the piece on this square, each with its mark (what the app draws).
    #[arg(long)]
    annotate: Option<Square>,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// espion, schada, tank-battle or chars (the battle phase).
    #[arg(value_parser = super::refusal::game)]
    game: GameId,
    /// White's level: random, greedy, debutant, moyen or fort.
    #[arg(long, value_parser = super::refusal::level)]
    white: Level,
    /// Black's level.
    #[arg(long, value_parser = super::refusal::level)]
    black: Level,
    #[arg(long, default_value_t = 10)]
    games: u32,
    /// The same seed gives the same games (whatever the number of threads).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Swap sides every other game: the results then speak for the --white level on both sides.
    #[arg(long)]
    alternate: bool,
    /// A start position in the game's notation (the board file's by default).
    #[arg(long)]
    position: Option<String>,
    /// Worker threads (every core by default).
    #[arg(long)]
    threads: Option<usize>,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

struct HintVisitor<'a> {
    args: &'a HintArgs,
    texts: &'a Texts,
}

impl PositionVisitor for HintVisitor<'_> {
    type Output = Result<String, Failure>;

    fn visit<G: Position>(self, position: G) -> Result<String, Failure> {
        let args = self.args;
        let mut rng = Rng::new(args.seed);
        let annotation = args.annotate.map(|sq| annotate::annotate(&position, sq));
        let Some(found) = hint(&position, args.level, &mut rng) else {
            return Err(Failure::input(self.texts.get("cli-hint-over")));
        };
        let reason = self.texts.format(&found.reason);
        if args.json {
            let value = json!({
                "game": args.game,
                "position": position.to_notation(),
                "level": args.level,
                "move": found.mv.to_string(),
                "from": found.from,
                "to": found.to,
                "reason_id": found.reason.id,
                "caution_id": found.reason.then.as_ref().map(|c| c.id.clone()),
                "reason": reason,
                "score": found.score,
                "depth": found.depth,
                "nodes": found.nodes,
                "annotation": annotation,
            });
            return Ok(value.to_string());
        }
        let t = self.texts;
        let mut out = [
            t.tr("cli-hint-move", &[("move", found.mv.to_string().into())]),
            t.tr("cli-hint-reason", &[("reason", reason.into())]),
            t.tr(
                "cli-hint-evaluation",
                &[
                    ("value", evaluation_text(t, found.score).into()),
                    ("depth", (found.depth as usize).into()),
                    ("nodes", (found.nodes as usize).into()),
                ],
            ),
        ]
        .join("\n");
        if let Some(annotation) = annotation {
            out.push('\n');
            out.push_str(&t.tr(
                "cli-hint-targets",
                &[("square", annotation.from.to_string().into())],
            ));
            if annotation.targets.is_empty() {
                out.push(' ');
                out.push_str(&t.get("cli-hint-no-target"));
            }
            for target in annotation.targets {
                out.push_str(&format!(
                    "\n  {} {}",
                    target.square,
                    serde_json::to_value(target.mark)
                        .ok()
                        .and_then(|v| v.as_str().map(str::to_string))
                        .unwrap_or_default()
                ));
                if target.attacked && target.mark != annotate::Mark::Attacked {
                    out.push(' ');
                    out.push_str(&t.get("cli-hint-attacked"));
                }
                if let Some(points) = target.points {
                    out.push_str(&format!(" +{points}"));
                }
                if let Some(c) = target.mine_chance {
                    out.push(' ');
                    out.push_str(&t.tr(
                        "cli-hint-mine-chance",
                        &[
                            ("favourable", (c.favourable as usize).into()),
                            ("total", (c.total as usize).into()),
                        ],
                    ));
                }
            }
        }
        Ok(out)
    }
}

/// A score for people: pieces with one decimal (a decimal comma in French), or a forced result.
fn evaluation_text(texts: &Texts, score: i32) -> String {
    use ludoclasse::ai::search::win_distance;
    match win_distance(score) {
        Some(plies) if score > 0 => {
            texts.tr("cli-hint-forced-win", &[("plies", (plies as usize).into())])
        }
        Some(plies) => texts.tr(
            "cli-hint-forced-loss",
            &[("plies", (plies as usize).into())],
        ),
        None => {
            let value = format!("{:+.1}", score as f64 / 100.0);
            match texts.lang() {
                Lang::Fr => value.replace('.', ","),
                Lang::En => value,
            }
        }
    }
}

pub fn run_hint(boards: &Boards, args: HintArgs) -> CliResult {
    super::set_lang(args.lang);
    let out = with_position(
        boards,
        args.game,
        args.position.as_deref(),
        HintVisitor {
            args: &args,
            texts: super::texts(),
        },
    )??;
    println!("{out}");
    Ok(())
}

struct MatchVisitor<'a> {
    args: &'a MatchArgs,
}

impl PositionVisitor for MatchVisitor<'_> {
    type Output = MatchStats;

    fn visit<G: Position>(self, position: G) -> MatchStats {
        let args = self.args;
        let pairing = Pairing {
            first: args.white,
            second: args.black,
            alternate: args.alternate,
        };
        let threads = args.threads.unwrap_or_else(super::cores);
        play_match(
            |rng| position.random_setup(rng),
            pairing,
            args.games,
            args.seed,
            threads,
        )
    }
}

pub fn run_match(boards: &Boards, args: MatchArgs) -> CliResult {
    if args.games == 0 {
        return Err(Failure::input(super::texts().get("cli-match-no-game")));
    }
    let stats = with_position(
        boards,
        args.game,
        args.position.as_deref(),
        MatchVisitor { args: &args },
    )?;
    if args.json {
        let value = json!({
            "game": args.game,
            "white": args.white,
            "black": args.black,
            "alternate": args.alternate,
            "seed": args.seed,
            "games": stats.games,
            "wins": stats.wins,
            "draws": stats.draws,
            "losses": stats.losses,
            "unfinished": stats.unfinished,
            "as_white": stats.as_white,
            "as_black": stats.as_black,
            "mean_length": stats.mean_length(),
        });
        println!("{value}");
        return Ok(());
    }
    use super::{decimal, tr};
    let game = super::texts().get(&format!("app-game-{}", args.game.id()));
    println!(
        "{}",
        tr(
            "cli-report-match-head",
            &[
                ("game", game.into()),
                ("first", args.white.to_string().into()),
                ("second", args.black.to_string().into()),
                (
                    "alternate",
                    if args.alternate { "yes" } else { "no" }.into()
                ),
                ("games", stats.games.to_string().into()),
                ("seed", args.seed.to_string().into()),
            ],
        )
    );
    println!(
        "{}",
        tr(
            "cli-report-match-score",
            &[
                ("level", args.white.to_string().into()),
                ("wins", stats.wins.to_string().into()),
                ("draws", stats.draws.to_string().into()),
                ("losses", stats.losses.to_string().into()),
                (
                    "share",
                    decimal(100.0 * stats.wins as f64 / stats.games as f64, 1).into(),
                ),
            ],
        )
    );
    let record = |r: &[_; 3]| format!("{} / {} / {}", r[0], r[1], r[2]);
    println!(
        "{}",
        tr(
            "cli-report-match-sides",
            &[
                ("white", record(&stats.as_white).into()),
                ("black", record(&stats.as_black).into()),
            ],
        )
    );
    println!(
        "{}",
        tr(
            "cli-report-match-length",
            &[("mean", decimal(stats.mean_length(), 1).into())],
        )
    );
    if stats.unfinished > 0 {
        println!(
            "{}",
            tr(
                "cli-report-match-unfinished",
                &[("count", stats.unfinished.to_string().into())],
            )
        );
    }
    Ok(())
}

/// `ludoclasse bench hint <game>`: how long a hint takes on mid-game positions.
#[derive(clap::Args, Debug)]
pub struct BenchHintArgs {
    /// espion, schada, tank-battle or chars.
    #[arg(value_parser = super::refusal::game)]
    game: GameId,
    /// How many positions to time.
    #[arg(long, default_value_t = 40)]
    positions: u32,
    /// The level of the hint.
    #[arg(long, value_parser = super::refusal::level, default_value_t = Level::DEFAULT)]
    level: Level,
    /// The seed of the games that lead to the positions.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Mid-game positions: random moves from the start (or a random setup), stopped after 10 to 40 moves,
/// skipping finished games. Each hint is timed on the wall clock and, where Linux tells it, in CPU time
/// of the thread (a fairer figure on a busy machine).
struct BenchHint<'a> {
    args: &'a BenchHintArgs,
}

impl PositionVisitor for BenchHint<'_> {
    type Output = Vec<(f64, Option<f64>, u64)>;

    fn visit<G: Position>(self, start: G) -> Vec<(f64, Option<f64>, u64)> {
        let args = self.args;
        let mut timings = Vec::new();
        let mut index = 0;
        while timings.len() < args.positions as usize && index < 20 * args.positions as u64 + 20 {
            let mut rng = Rng::for_item(args.seed, index);
            index += 1;
            let mut game = start.random_setup(&mut rng);
            let length = 10 + rng.below(31);
            for _ in 0..length {
                match ludoclasse::ai::choose_move(&game, Level::Random, &mut rng) {
                    Some(mv) => game.play_unchecked(mv),
                    None => break,
                }
            }
            if game.is_over() {
                continue;
            }
            let cpu = thread_cpu_seconds();
            let started = std::time::Instant::now();
            let found = hint(&game, args.level, &mut rng);
            let seconds = started.elapsed().as_secs_f64();
            let cpu = cpu.zip(thread_cpu_seconds()).map(|(a, b)| b - a);
            timings.push((seconds, cpu, found.map_or(0, |h| h.nodes)));
        }
        timings
    }
}

/// The CPU time of the calling thread, from Linux's `/proc/thread-self/schedstat` (nanoseconds on CPU).
fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}

pub fn run_bench_hint(boards: &Boards, args: BenchHintArgs) -> CliResult {
    let timings = with_position(boards, args.game, None, BenchHint { args: &args })?;
    use super::{decimal, tr};
    if timings.is_empty() {
        return Err(Failure::input(
            super::texts().get("cli-report-bench-no-position"),
        ));
    }
    let n = timings.len();
    let summary = |mut ms: Vec<f64>| {
        ms.sort_by(f64::total_cmp);
        tr(
            "cli-report-bench-summary",
            &[
                ("median", decimal(ms[n / 2], 1).into()),
                ("p90", decimal(ms[(n * 9 / 10).min(n - 1)], 1).into()),
                ("max", decimal(ms[n - 1], 1).into()),
            ],
        )
    };
    let nodes: u64 = timings.iter().map(|t| t.2).sum();
    let wall: Vec<f64> = timings.iter().map(|t| t.0 * 1000.0).collect();
    let seconds: f64 = timings.iter().map(|t| t.0).sum();
    println!(
        "{}",
        tr(
            "cli-report-bench-hint",
            &[
                ("game", args.game.id().into()),
                ("level", args.level.to_string().into()),
                ("count", n.into()),
                ("nodes", decimal(nodes as f64 / n as f64, 0).into()),
            ],
        )
    );
    println!(
        "{}",
        tr(
            "cli-report-bench-wall",
            &[
                ("summary", summary(wall).into()),
                (
                    "thousands",
                    decimal(nodes as f64 / seconds / 1000.0, 0).into(),
                ),
            ],
        )
    );
    let cpu: Option<Vec<f64>> = timings.iter().map(|t| t.1.map(|s| s * 1000.0)).collect();
    if let Some(cpu) = cpu {
        let total: f64 = cpu.iter().sum::<f64>() / 1000.0;
        println!(
            "{}",
            tr(
                "cli-report-bench-cpu",
                &[
                    ("summary", summary(cpu).into()),
                    (
                        "thousands",
                        decimal(nodes as f64 / total / 1000.0, 0).into()
                    ),
                ],
            )
        );
    }
    Ok(())
}
