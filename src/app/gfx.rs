//! Shapes drawn the cheap way.
//!
//! macroquad draws every shape with one material: sample a texture (a white pixel for shapes) and blend
//! with what is below. In software rendering (Mesa's llvmpipe under Xvfb, or an old school laptop with
//! no graphics driver) each pixel then costs a texture read and a blend: one rectangle covering a
//! 1920 × 1080 screen took about 8 ms there, half a frame. An opaque shape needs neither, so the
//! wrappers below draw shapes whose colour is fully opaque with a plain material (no texture, no
//! blending: about 1.7 ms for the same rectangle), see-through shapes (shadows, the lines between
//! squares, veils) with the same material blending (no texture read: a third of the cost of
//! macroquad's), and keep macroquad's material for text and see-through pictures (opaque pictures are
//! copied without blending: [`for_opaque_picture`]). The screens import these names instead of
//! macroquad's, with the same arguments.
//!
//! [`before_window`] also tells llvmpipe that the app never uses a depth buffer: see there.

use std::cell::RefCell;

use macroquad::material::{
    Material, MaterialParams, gl_use_default_material, gl_use_material, load_material,
};
use macroquad::miniquad::{BlendFactor, BlendState, BlendValue, Equation, PipelineParams};
use macroquad::prelude::{Color, ShaderSource};
use macroquad::shapes;

/// Which material is in use.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// macroquad's own (textured, blended): text and see-through shapes.
    Default,
    /// Untextured, no blending: opaque shapes.
    Solid,
    /// Untextured, blended: see-through shapes.
    Blend,
    /// Textured, no blending: an opaque picture copied from a texture.
    Picture,
}

struct State {
    solid: Option<Material>,
    blend: Option<Material>,
    picture: Option<Material>,
    mode: Mode,
}

thread_local! {
    static STATE: RefCell<State> = const {
        RefCell::new(State { solid: None, blend: None, picture: None, mode: Mode::Default })
    };
}

const VERTEX: &str = "#version 100
attribute vec3 position;
attribute vec2 texcoord;
attribute vec4 color0;
varying lowp vec4 color;
uniform mat4 Model;
uniform mat4 Projection;
void main() {
    gl_Position = Projection * Model * vec4(position, 1);
    color = color0 / 255.0;
}";

const FRAGMENT: &str = "#version 100
varying lowp vec4 color;
void main() {
    gl_FragColor = color;
}";

const PICTURE_VERTEX: &str = "#version 100
attribute vec3 position;
attribute vec2 texcoord;
attribute vec4 color0;
varying lowp vec2 uv;
uniform mat4 Model;
uniform mat4 Projection;
void main() {
    gl_Position = Projection * Model * vec4(position, 1);
    uv = texcoord;
}";

const PICTURE_FRAGMENT: &str = "#version 100
varying lowp vec2 uv;
uniform sampler2D Texture;
void main() {
    gl_FragColor = vec4(texture2D(Texture, uv).rgb, 1.0);
}";

/// Called at the start of every frame: macroquad's material is in use again.
pub fn begin_frame() {
    STATE.with(|s| {
        let mut s = s.borrow_mut();
        if s.solid.is_none() {
            // Without the materials (a driver that refuses the shader), everything is drawn the usual way.
            let source = || ShaderSource::Glsl {
                vertex: VERTEX,
                fragment: FRAGMENT,
            };
            s.solid = load_material(source(), MaterialParams::default()).ok();
            let blending = MaterialParams {
                pipeline_params: PipelineParams {
                    color_blend: Some(BlendState::new(
                        Equation::Add,
                        BlendFactor::Value(BlendValue::SourceAlpha),
                        BlendFactor::OneMinusValue(BlendValue::SourceAlpha),
                    )),
                    ..Default::default()
                },
                ..Default::default()
            };
            s.blend = load_material(source(), blending).ok();
            s.picture = load_material(
                ShaderSource::Glsl {
                    vertex: PICTURE_VERTEX,
                    fragment: PICTURE_FRAGMENT,
                },
                MaterialParams::default(),
            )
            .ok();
        }
        s.mode = Mode::Default;
    });
    gl_use_default_material();
}

fn set(mode: Mode) {
    STATE.with(|s| {
        let mut s = s.borrow_mut();
        if s.mode == mode {
            return;
        }
        let material = match mode {
            Mode::Solid => s.solid.as_ref(),
            Mode::Blend => s.blend.as_ref(),
            Mode::Picture => s.picture.as_ref(),
            Mode::Default => None,
        };
        match material {
            Some(material) => gl_use_material(material),
            None if mode == Mode::Default => gl_use_default_material(),
            // No such material: macroquad's draws it.
            None => {
                if s.mode != Mode::Default {
                    gl_use_default_material();
                    s.mode = Mode::Default;
                }
                return;
            }
        }
        s.mode = mode;
    });
}

/// Before drawing text (or anything textured): back to macroquad's material.
pub fn for_text() {
    set(Mode::Default);
}

/// Before copying a picture that covers everything under it (no see-through pixel): a texture read
/// without blending, a third less work per pixel than macroquad's material in software rendering.
/// Where the material is missing, macroquad's draws the picture (the same pixels).
pub fn for_opaque_picture() {
    set(Mode::Picture);
}

fn for_color(color: Color) {
    set(if color.a >= 1.0 {
        Mode::Solid
    } else {
        Mode::Blend
    });
}

pub fn draw_rectangle(x: f32, y: f32, w: f32, h: f32, color: Color) {
    for_color(color);
    shapes::draw_rectangle(x, y, w, h, color);
}

pub fn draw_circle(x: f32, y: f32, r: f32, color: Color) {
    for_color(color);
    shapes::draw_circle(x, y, r, color);
}

pub fn draw_circle_lines(x: f32, y: f32, r: f32, thickness: f32, color: Color) {
    for_color(color);
    shapes::draw_circle_lines(x, y, r, thickness, color);
}

pub fn draw_line(x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32, color: Color) {
    for_color(color);
    shapes::draw_line(x1, y1, x2, y2, thickness, color);
}

pub fn draw_triangle(
    v1: macroquad::math::Vec2,
    v2: macroquad::math::Vec2,
    v3: macroquad::math::Vec2,
    color: Color,
) {
    for_color(color);
    shapes::draw_triangle(v1, v2, v3, color);
}

pub fn draw_triangle_lines(
    v1: macroquad::math::Vec2,
    v2: macroquad::math::Vec2,
    v3: macroquad::math::Vec2,
    thickness: f32,
    color: Color,
) {
    for_color(color);
    shapes::draw_triangle_lines(v1, v2, v3, thickness, color);
}

/// Called once at the start of the program, before any window or thread: tells Mesa's software
/// rasteriser (llvmpipe) to leave out the depth buffer, which the app never uses (no shape is
/// depth-tested: everything is drawn in order).
///
/// The windowing layer always asks for a window with a depth buffer. With one attached, llvmpipe clears
/// it every frame and never takes its fast 8-bit path for 2D drawing; without it the same frames cost
/// about a third less processor time at 1920 × 1080, with the same pixels. The setting only concerns
/// llvmpipe (a graphics card's driver ignores it); a value the user set is left alone.
pub fn before_window() {
    #[cfg(all(not(target_arch = "wasm32"), target_os = "linux"))]
    if std::env::var_os("LP_PERF").is_none() {
        // SAFETY: called at the start of `main`, before any other thread exists.
        unsafe { std::env::set_var("LP_PERF", "no_depth") };
    }
}
