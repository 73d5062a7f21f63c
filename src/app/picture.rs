//! Pictures drawn once into a texture and then copied (the small boards of the home screen).

use std::cell::RefCell;

use macroquad::prelude::{Color, Rect};

use super::gfx;
use super::ui::Ui;

/// Pictures that do not change from frame to frame (the small boards of the home screen), drawn once
/// into a texture and then copied: a board of a few thousand small shapes costs one rectangle.
#[derive(Default)]
pub struct PictureCache {
    pictures: RefCell<Vec<(String, macroquad::texture::RenderTarget)>>,
}

impl PictureCache {
    /// Draws picture number `slot` into `r` (virtual units), over a `background` colour that fills
    /// `r` (the picture is then opaque and copied without blending). `key` names everything the
    /// picture depends on (palette, language, size…): when it changes, `paint` draws the picture
    /// again, in the same virtual units as the screen.
    pub fn draw(
        &self,
        slot: usize,
        key: &str,
        ui: &Ui,
        r: Rect,
        background: Color,
        paint: impl FnOnce(),
    ) {
        use macroquad::prelude::{
            Camera2D, DrawTextureParams, WHITE, clear_background, set_camera, vec2,
        };
        use macroquad::texture::{FilterMode, draw_texture_ex, render_target};
        let (pw, ph) = (
            (r.w * ui.scale).round().max(1.0) as u32,
            (r.h * ui.scale).round().max(1.0) as u32,
        );
        let key = format!("{key} {pw}x{ph} {background:?}");
        let mut pictures = self.pictures.borrow_mut();
        if pictures.len() <= slot {
            pictures.resize_with(slot + 1, || (String::new(), render_target(1, 1)));
        }
        if pictures[slot].0 != key {
            let target = render_target(pw, ph);
            // Copied pixel for pixel (below): the nearest texel is the exact one, and software
            // rendering reads one texel per pixel instead of four.
            target.texture.set_filter(FilterMode::Nearest);
            let mut camera = Camera2D::from_display_rect(r);
            camera.render_target = Some(target.clone());
            set_camera(&camera);
            clear_background(background);
            paint();
            ui.restore_camera();
            pictures[slot] = (key, target);
        }
        gfx::for_opaque_picture();
        draw_texture_ex(
            &pictures[slot].1.texture,
            ui.snap(r.x),
            ui.snap(r.y),
            WHITE,
            DrawTextureParams {
                dest_size: Some(vec2(pw as f32 / ui.scale, ph as f32 / ui.scale)),
                // A texture drawn into is stored bottom row first.
                flip_y: true,
                ..Default::default()
            },
        );
    }
}
