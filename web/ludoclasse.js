// Ludoclasse's miniquad plugin for the web build: the browser's storage (localStorage), the page's
// language (navigator.language) and its address (location.hash). The Rust side is src/web.rs.
//
// Strings cross as UTF-8 in the wasm memory: Rust passes (pointer, length); for an answer, this file keeps
// the encoded bytes in `pending`, returns their length (-1 for nothing) and copies them out when Rust calls
// ludoclasse_take with a buffer of that length.
"use strict";
// The app paints every pixel of its picture, but blending a see-through shape or a letter's soft edge
// also lowers the alpha of the canvas's pixels (a letter's edge drawn at half cover leaves alpha 0.75).
// A canvas with alpha is laid over the page as premultiplied colour, so the page's background showed
// through those edges: thin strokes of small letters came out faint or missing ("Plateau" read
// "Pləteau") and line edges lighter than on the desktop. WebGL is asked for an opaque canvas, as a
// desktop window is.
(function () {
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, attributes) {
    if (type === "webgl" || type === "webgl2") {
      attributes = Object.assign({}, attributes, { alpha: false });
    }
    return getContext.call(this, type, attributes);
  };
})();
(function () {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let pending = new Uint8Array(0);
  let hashChanges = 0;

  function read(ptr, len) {
    return decoder.decode(new Uint8Array(wasm_memory.buffer, ptr, len));
  }
  function answer(text) {
    if (text === null || text === undefined) {
      return -1;
    }
    pending = encoder.encode(text);
    return pending.length;
  }
  function storage() {
    try {
      return window.localStorage;
    } catch (e) {
      // Some school policies disable storage: the app then keeps nothing between visits.
      return null;
    }
  }

  window.addEventListener("hashchange", function () {
    hashChanges += 1;
    // The app draws only when something happens (miniquad's blocking loop): ask for one frame so
    // that it opens the new address at once.
    if (typeof animation === "function") {
      window.requestAnimationFrame(animation);
    }
  });

  miniquad_add_plugin({
    name: "ludoclasse",
    version: 1,
    register_plugin: function (importObject) {
      const env = importObject.env;
      env.ludoclasse_storage_get = function (kp, kl) {
        const s = storage();
        return answer(s ? s.getItem(read(kp, kl)) : null);
      };
      env.ludoclasse_storage_set = function (kp, kl, vp, vl) {
        const s = storage();
        if (!s) {
          return 0;
        }
        try {
          s.setItem(read(kp, kl), read(vp, vl));
          return 1;
        } catch (e) {
          console.warn("ludoclasse: cannot store", e);
          return 0;
        }
      };
      env.ludoclasse_storage_remove = function (kp, kl) {
        const s = storage();
        if (s) {
          s.removeItem(read(kp, kl));
        }
      };
      env.ludoclasse_language = function () {
        return answer(navigator.language || null);
      };
      env.ludoclasse_hash = function () {
        const raw = window.location.hash.replace(/^#/, "");
        try {
          return answer(decodeURIComponent(raw));
        } catch (e) {
          return answer(raw);
        }
      };
      env.ludoclasse_hash_changes = function () {
        return hashChanges;
      };
      env.ludoclasse_take = function (ptr, len) {
        new Uint8Array(wasm_memory.buffer, ptr, len).set(pending.subarray(0, len));
        pending = new Uint8Array(0);
      };
      env.ludoclasse_log = function (ptr, len) {
        // With the time since the page started loading (web/test.sh reads it).
        console.log(read(ptr, len) + " at " + Math.round(performance.now()) + " ms");
      };
    },
  });
})();
