//! The teacher's settings: language, text size, palette, fullscreen, the computer's level and the speed
//! of animations. Stored as `settings.toml` in the user's data folder (see [`super::store`]); every field
//! has a default, so an older or partial file still loads.

use serde::{Deserialize, Serialize};

use crate::i18n::Lang;

/// How big the text is, for the back of the classroom.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum TextSize {
    #[default]
    Normal,
    Large,
    Huge,
    /// For a big room or a dim projector (the lesson player's text panel grows with it).
    Giant,
    Enormous,
}

impl TextSize {
    pub const ALL: [TextSize; 5] = [
        TextSize::Normal,
        TextSize::Large,
        TextSize::Huge,
        TextSize::Giant,
        TextSize::Enormous,
    ];

    pub fn factor(self) -> f32 {
        match self {
            TextSize::Normal => 1.0,
            TextSize::Large => 1.15,
            TextSize::Huge => 1.3,
            TextSize::Giant => 1.5,
            TextSize::Enormous => 1.75,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            TextSize::Normal => "normal",
            TextSize::Large => "large",
            TextSize::Huge => "huge",
            TextSize::Giant => "giant",
            TextSize::Enormous => "enormous",
        }
    }
}

/// The colours of the app. Nothing is told by colour alone; the palettes only make it easier.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum PaletteId {
    #[default]
    Classroom,
    /// Okabe–Ito colours, told apart by every common colour-vision deficiency.
    ColourBlind,
    /// Black on white, for a washed-out projector.
    HighContrast,
}

impl PaletteId {
    pub const ALL: [PaletteId; 3] = [
        PaletteId::Classroom,
        PaletteId::ColourBlind,
        PaletteId::HighContrast,
    ];

    pub fn id(self) -> &'static str {
        match self {
            PaletteId::Classroom => "classroom",
            PaletteId::ColourBlind => "colour-blind",
            PaletteId::HighContrast => "high-contrast",
        }
    }
}

/// How fast moves and cards travel.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum AnimationSpeed {
    Slow,
    #[default]
    Normal,
    Fast,
    /// No animation at all.
    Off,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
        AnimationSpeed::Off,
    ];

    /// Multiplies every animation's duration.
    pub fn factor(self) -> f32 {
        match self {
            AnimationSpeed::Slow => 2.0,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 0.5,
            AnimationSpeed::Off => 0.0,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            AnimationSpeed::Slow => "slow",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Fast => "fast",
            AnimationSpeed::Off => "off",
        }
    }
}

/// The computer's strength: 1 (a beginner) to [`Settings::MAX_LEVEL`].
pub type Level = u8;

/// A key the app does not know (`text-size` for `text_size`) is refused at its line: the others are
/// still used.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// `None`: the system's language (else French).
    pub lang: Option<Lang>,
    pub text_size: TextSize,
    pub palette: PaletteId,
    pub fullscreen: bool,
    /// 1 to [`Settings::MAX_LEVEL`]: another number (a hand-edited file) is refused at its line.
    #[serde(deserialize_with = "level_in_range")]
    pub level: Level,
    pub animation: AnimationSpeed,
    /// Bataille de chars: hide one's own cards once the mines are laid (a memory game).
    pub memory: bool,
    /// Classroom mode: the hint button and undo are hidden (the teacher leads).
    pub classroom: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            lang: None,
            text_size: TextSize::Normal,
            palette: PaletteId::Classroom,
            fullscreen: false,
            level: 2,
            animation: AnimationSpeed::Normal,
            memory: false,
            classroom: false,
        }
    }
}

impl Settings {
    pub const FILE: &'static str = "settings.toml";
    pub const MAX_LEVEL: Level = 3;
}

/// Reads a level, refusing a number outside 1 to [`Settings::MAX_LEVEL`] (said with the range).
fn level_in_range<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Level, D::Error> {
    let n = i64::deserialize(d)?;
    Level::try_from(n)
        .ok()
        .filter(|l| (1..=Settings::MAX_LEVEL).contains(l))
        .ok_or_else(|| {
            serde::de::Error::invalid_value(
                serde::de::Unexpected::Signed(n),
                &format!("a number from 1 to {}", Settings::MAX_LEVEL).as_str(),
            )
        })
}

/// The next value of a list, wrapping around (for settings buttons that cycle).
pub fn cycle<T: Copy + PartialEq>(all: &[T], current: T) -> T {
    let i = all.iter().position(|&v| v == current).unwrap_or(0);
    all[(i + 1) % all.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_partial_file_fills_in_defaults() {
        let s: Settings = toml::from_str("palette = \"colour-blind\"\nlevel = 3\n").unwrap();
        assert_eq!(s.palette, PaletteId::ColourBlind);
        assert_eq!(s.animation, AnimationSpeed::Normal);
        assert_eq!(s.level, Settings::MAX_LEVEL);
    }

    /// A level the app does not have is refused, with its range (not brought silently to the nearest).
    #[test]
    fn a_level_out_of_range_is_refused() {
        for level in ["0", "5", "-1", "300"] {
            let e = toml::from_str::<Settings>(&format!("level = {level}\n")).unwrap_err();
            assert!(
                e.to_string().contains("expected a number from 1 to 3"),
                "{level}: {e}"
            );
        }
    }

    #[test]
    fn settings_round_trip_through_toml() {
        let s = Settings {
            lang: Some(Lang::En),
            text_size: TextSize::Huge,
            fullscreen: true,
            ..Settings::default()
        };
        let text = toml::to_string(&s).unwrap();
        assert_eq!(toml::from_str::<Settings>(&text).unwrap(), s);
    }

    #[test]
    fn cycling_wraps_around() {
        assert_eq!(cycle(&TextSize::ALL, TextSize::Enormous), TextSize::Normal);
        assert_eq!(cycle(&TextSize::ALL, TextSize::Normal), TextSize::Large);
    }
}
