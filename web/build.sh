#!/usr/bin/env bash
# Builds the web version of Ludoclasse into a static folder (default: target/web/) that any static web
# server can serve: index.html, ludoclasse.wasm, macroquad's loader (mq_js_bundle.js, copied from the
# macroquad crate) and the kit's plugin (ludoclasse.js). Nothing is fetched from elsewhere; boards, lessons,
# texts and the font are inside the .wasm. For tablets: the web app manifest (manifest.webmanifest), its
# icons (drawn by web/icons.py) and the service worker (sw.js) that keeps the folder for offline use; the
# worker gets this build's version (a hash of the other files), so a new build replaces the old copy.
#
#   web/build.sh [OUTPUT_DIR]
#
# Needs the wasm target once: `rustup target add wasm32-unknown-unknown`. Runs `wasm-opt -Oz` when it is
# installed (binaryen); it is not required. The wasm build has its own target folder (target/wasm, or
# $CARGO_TARGET_DIR) so that it does not disturb the native one.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/target/web}"
target_dir="${CARGO_TARGET_DIR:-$root/target/wasm}"

cd "$root"
CARGO_TARGET_DIR="$target_dir" cargo build --locked --target wasm32-unknown-unknown --profile web \
  --bin ludoclasse-web

# macroquad's JS loader ships inside its crate: find the crate with cargo metadata.
bundle="$(cargo metadata --format-version 1 --locked | python3 -c '
import json, os, sys
meta = json.load(sys.stdin)
for p in meta["packages"]:
    if p["name"] == "macroquad":
        print(os.path.join(os.path.dirname(p["manifest_path"]), "js", "mq_js_bundle.js"))
        break
')"
if [ ! -f "$bundle" ]; then
  echo "web/build.sh: macroquad's loader not found (looked for $bundle)" >&2
  exit 1
fi

mkdir -p "$out"
rm -f "$out"/*.wasm "$out"/*.js "$out"/index.html "$out"/*.webmanifest "$out"/icon-*.png
wasm="$target_dir/wasm32-unknown-unknown/web/ludoclasse-web.wasm"
if command -v wasm-opt >/dev/null; then
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals "$wasm" -o "$out/ludoclasse.wasm"
else
  cp "$wasm" "$out/ludoclasse.wasm"
fi
cp "$bundle" "$out/mq_js_bundle.js"
cp web/ludoclasse.js web/index.html web/manifest.webmanifest "$out/"
python3 web/icons.py "$out"

# The service worker: the files it keeps and the build's version.
python3 - "$out" <<'PY'
import hashlib, json, os, sys
out = sys.argv[1]
files = sorted(f for f in os.listdir(out) if f != "sw.js" and os.path.isfile(os.path.join(out, f)))
digest = hashlib.sha256()
for name in files:
    digest.update(name.encode() + b"\0")
    with open(os.path.join(out, name), "rb") as f:
        digest.update(f.read())
version = digest.hexdigest()[:16]
worker = open("web/sw.js", encoding="utf-8").read()
worker = worker.replace('"BUILD_VERSION"', json.dumps(version)).replace("BUILD_FILES", json.dumps(files))
with open(os.path.join(out, "sw.js"), "w", encoding="utf-8") as f:
    f.write(worker)
print(f"service worker: version {version}, {len(files)} files")
PY

size=$(du -cb "$out"/* | tail -1 | cut -f1)
echo "web build: $out ($((size / 1024)) KiB: $(cd "$out" && ls | tr '\n' ' '))"
