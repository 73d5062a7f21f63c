"""Drives the web build in headless Chromium through the Chrome DevTools Protocol, with real touch events,
and checks that a setting changed in the app survives a reload of the page.

Usage: python3 web/cdp.py [--offline=SERVER_PID] CHROMIUM URL OUT_DIR [CHROMIUM_FLAG...]

The scenario, on a fresh profile with a French browser: the app starts in French with no stored settings;
a tap on « Réglages » opens the settings, a tap on « English » switches the texts and saves the settings
in the browser's storage, a tap on « Retour » goes home; then the page is reloaded, and the app must start
in English, having read its stored settings. The app reports on start, in the console, which language its
texts use and what it read (src/app/mod.rs, `run`). Then La Bataille: a tap on « Play against Emma », taps
on « Flip » until the stored game has two rounds, a reload, « Play against Emma » again (the game must
resume) and one more flip: the stored game must go on from the saved one (a new deal would be back at
round 1). Screenshots of every step go to OUT_DIR/persist-*.png. Exits 1 with a message when a step
fails.

The taps aim at the buttons' centres computed from the app's layout code (the functions of `Layout`
name the Rust functions they follow); a layout change there must be mirrored here, or the test fails
with the step that missed.

With --offline=SERVER_PID, the scenario is the tablet's that lost the network: on a fresh profile, a
portrait page (768 × 1024) opens the app; once the service worker has kept its copy (the page logs
"offline copy ready"), the web server (process SERVER_PID, started by the caller) is stopped and checked
to be gone; then the lesson's address (#espion/01) is opened in a new page load, and must show a real
frame; a tap on the board must then take the lesson one step on (another frame). Screenshots: OUT_DIR/offline-*.png.

Chromium is driven over `--remote-debugging-pipe` (the protocol's JSON messages, each ended by a NUL
byte, on file descriptors 3 and 4 of the browser), so only the standard library is needed.
"""

import base64
import fcntl
import json
import os
import queue
import subprocess
import sys
import threading
import time

# The app's layout (src/app/ui.rs): the screen is VIRTUAL_HEIGHT units high when it is at least
# MIN_VIRTUAL_WIDTH units wide, else MIN_VIRTUAL_WIDTH units wide; the width follows the window's aspect.
VIRTUAL_HEIGHT = 1080.0
MIN_VIRTUAL_WIDTH = 1440.0


class Failure(Exception):
    pass


class Layout:
    """Maps the app's virtual units to CSS pixels for a window of `width` × `height` pixels."""

    def __init__(self, width, height):
        aspect = width / height
        if VIRTUAL_HEIGHT * aspect >= MIN_VIRTUAL_WIDTH:
            self.vh, self.vw = VIRTUAL_HEIGHT, VIRTUAL_HEIGHT * aspect
        else:
            self.vw, self.vh = MIN_VIRTUAL_WIDTH, MIN_VIRTUAL_WIDTH / aspect
        self.scale = height / self.vh

    def centre(self, rect):
        x, y, w, h = rect
        return ((x + w / 2) * self.scale, (y + h / 2) * self.scale)

    @staticmethod
    def row(area, n, gap):
        """`ui::row`: n boxes of equal width in a row."""
        x, y, w, h = area
        bw = (w - gap * (n - 1)) / n
        return [(x + i * (bw + gap), y, bw, h) for i in range(n)]

    def home_settings(self):
        """The home screen's settings button (src/app/home.rs, `widgets`)."""
        return self.centre(self.row((self.vw - 600.0, 40.0, 560.0, 90.0), 2, 16.0)[0])

    def settings_option(self, row, option, options, rows=8):
        """An option button on the settings screen (src/app/settings_screen.rs, `geometry` and
        `widgets`): `rows` rows between 170 and the height - 150, labels on the left."""
        top, bottom = 170.0, self.vh - 150.0
        label_w = min(self.vw * 0.3, 560.0)
        row_h = (bottom - top) / rows
        area = (40.0 + label_w, top + row * row_h + 8.0, self.vw - 80.0 - label_w, row_h - 16.0)
        return self.centre(self.row(area, options, 14.0)[option])

    def settings_back(self):
        return self.centre((40.0, self.vh - 120.0, 360.0, 90.0))

    def home_game_button(self, game, button, buttons):
        """Button `button` of `buttons` (at most two, on one row) on the tile of game number `game`
        (src/app/home.rs, `tiles` and `buttons_area`): aimed 31 units above the tile's bottom edge,
        inside the row whatever the text size."""
        margin, top, gap = 40.0, 190.0, 30.0
        area = (margin, top, self.vw - 2 * margin, self.vh - top - margin)
        row_h = (area[3] - gap) / 2
        row = (area[0], area[1] + (game // 3) * (row_h + gap), area[2], row_h)
        tx, ty, tw, th = self.row(row, 3, gap)[game % 3]
        x, _, w, _ = self.row((tx + 16.0, 0.0, tw - 32.0, 0.0), buttons, 12.0)[button]
        return ((x + w / 2) * self.scale, (ty + th - 31.0) * self.scale)

    def bataille_panel(self):
        """The x and width of La Bataille's buttons (src/app/bataille.rs, `layout` and `widgets`)."""
        panel_w = min(max(self.vw * 0.3, 420.0), 560.0)
        return self.vw - panel_w + 24.0, panel_w - 48.0

    def bataille_flip(self):
        x, w = self.bataille_panel()
        return self.centre((x, self.vh - 560.0, w, 110.0))


class Browser:
    """A headless Chromium on a pipe, attached to its page."""

    def __init__(self, chromium, flags):
        to_browser = os.pipe()
        from_browser = os.pipe()
        # Out of the way of 3 and 4 before the child moves them there.
        self.reader = fcntl.fcntl(from_browser[0], fcntl.F_DUPFD_CLOEXEC, 10)
        self.writer = fcntl.fcntl(to_browser[1], fcntl.F_DUPFD_CLOEXEC, 10)
        child_in = fcntl.fcntl(to_browser[0], fcntl.F_DUPFD_CLOEXEC, 10)
        child_out = fcntl.fcntl(from_browser[1], fcntl.F_DUPFD_CLOEXEC, 10)
        for fd in (*to_browser, *from_browser):
            os.close(fd)

        def plumb():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        self.log = open(os.path.join(OUT, "persist-browser.log"), "wb")
        self.process = subprocess.Popen(
            [chromium, *flags, "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL,
            stdout=self.log,
            stderr=self.log,
            preexec_fn=plumb,
            pass_fds=(3, 4),
        )
        os.close(child_in)
        os.close(child_out)
        self.next_id = 0
        self.messages = queue.Queue()
        self.console = []
        threading.Thread(target=self._read, daemon=True).start()
        self.session = None
        pages = [t for t in self.call("Target.getTargets")["targetInfos"] if t["type"] == "page"]
        if pages:
            target = pages[0]["targetId"]
        else:
            target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.call("Runtime.enable")
        self.call("Page.enable")

    def _read(self):
        buffer = b""
        while True:
            chunk = os.read(self.reader, 65536)
            if not chunk:
                self.messages.put(None)
                return
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                self.messages.put(json.loads(raw))

    def _event(self, message):
        method, params = message.get("method"), message.get("params", {})
        if method == "Runtime.consoleAPICalled":
            text = " ".join(str(a.get("value", a.get("description", ""))) for a in params["args"])
            self.console.append(text)
        elif method == "Runtime.exceptionThrown":
            # Reported, not fatal: macroquad's loader throws one (`register_plugin is not defined`)
            # on every load, harmlessly.
            self.console.append("exception: " + params["exceptionDetails"].get("exception", {}).get("description", json.dumps(params["exceptionDetails"]))[:800])

    def _pump(self, timeout):
        try:
            message = self.messages.get(timeout=timeout)
        except queue.Empty:
            return None
        if message is None:
            raise Failure("the browser closed its end of the pipe (see persist-browser.log)")
        if "method" in message:
            self._event(message)
        return message

    def call(self, method, **params):
        self.next_id += 1
        request = {"id": self.next_id, "method": method, "params": params}
        if self.session:
            request["sessionId"] = self.session
        os.write(self.writer, json.dumps(request).encode() + b"\0")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            message = self._pump(1)
            if message and message.get("id") == self.next_id:
                if "error" in message:
                    raise Failure(f"{method}: {message['error']}")
                return message["result"]
        raise Failure(f"{method}: no answer from the browser within 60 s")

    def wait_console(self, start, prefix, limit=60):
        """The first console line from index `start` on that begins with `prefix`."""
        deadline = time.monotonic() + limit
        while True:
            for line in self.console[start:]:
                if line.startswith(prefix):
                    return line
                if "panicked" in line:
                    raise Failure(f"the app failed: {line}")
            if time.monotonic() > deadline:
                raise Failure(f"no console line `{prefix}…` within {limit} s; console: {self.console}")
            self._pump(0.2)

    def settle(self, seconds):
        """Lets the page run (and draw frames) for a while, still reading the browser's messages."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self._pump(0.05)

    def tap(self, point):
        """A finger's touch at `point` (CSS pixels): touch start, a short press, touch end."""
        x, y = point
        touch = {"x": x, "y": y, "id": 1, "radiusX": 4, "radiusY": 4, "force": 1}
        self.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[touch])
        self.settle(0.15)
        self.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
        self.settle(0.6)

    def evaluate(self, expression):
        result = self.call(
            "Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True
        )
        return result["result"].get("value")


    def screenshot(self, name):
        data = base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"])
        path = os.path.join(OUT, name)
        with open(path, "wb") as f:
            f.write(data)
        return data

    def close(self):
        try:
            self.session = None
            self.call("Browser.close")
        except Failure:
            pass
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def load(browser, start, what):
    """Waits for the app's start line and its first frame; returns the start line."""
    started = browser.wait_console(start, "ludoclasse: texts in ")
    browser.wait_console(start, "ludoclasse: first frame drawn")
    # A few more frames, so that the screen is complete before a tap or a screenshot.
    browser.settle(1.0)
    print(f"{what}: {started}")
    return started


def scenario(browser, url):
    storage_key = "ludoclasse/settings.toml"
    # The page exactly 1280 × 800 CSS pixels, like the other screenshots of web/test.sh (a headless
    # window of that size has a smaller page).
    browser.call(
        "Emulation.setDeviceMetricsOverride", width=1280, height=800, deviceScaleFactor=1, mobile=False
    )
    browser.call("Page.navigate", url=url)
    first = load(browser, 0, "first visit")
    if not first.startswith("ludoclasse: texts in fr (language setting: browser; stored settings: none)"):
        raise Failure(f"a French browser with an empty storage must start in French: {first}")
    home = browser.screenshot("persist-1-home-fr.png")

    size = browser.evaluate("[window.innerWidth, window.innerHeight]")
    layout = Layout(*size)
    print(f"window {size[0]}x{size[1]} CSS pixels: {layout.vw:.0f}x{layout.vh:.0f} units")

    browser.tap(layout.home_settings())
    settings = browser.screenshot("persist-2-settings.png")
    if settings == home:
        raise Failure("the tap on the settings button did not change the screen")
    if browser.evaluate(f"localStorage.getItem({json.dumps(storage_key)})") is not None:
        raise Failure("the settings were stored before any change")

    # The first row is the language: "as the browser", French, English.
    browser.tap(layout.settings_option(0, 2, 3))
    english = browser.screenshot("persist-3-settings-en.png")
    if english == settings:
        raise Failure("the tap on English did not change the settings screen")
    stored = browser.evaluate(f"localStorage.getItem({json.dumps(storage_key)})")
    print(f"stored under {storage_key}: {stored!r}")
    if not stored or 'lang = "en"' not in stored:
        raise Failure(f"after the tap on English, the storage holds {stored!r}, not lang = \"en\"")

    browser.tap(layout.settings_back())
    home_en = browser.screenshot("persist-4-home-en.png")
    if home_en in (english, home):
        raise Failure("the tap on the back button did not go back to an English home screen")

    start = len(browser.console)
    browser.call("Page.reload", ignoreCache=True)
    again = load(browser, start, "after reload")
    if not again.startswith("ludoclasse: texts in en (language setting: en; stored settings: found)"):
        raise Failure(f"after a reload, the app must start in English from its stored settings: {again}")
    bataille(browser, layout)


def stored_bataille(browser, previous=None, limit=20):
    """La Bataille's stored game and its round count, once it differs from `previous`: the screen
    saves when the cards have finished moving (or gives up after `limit` seconds)."""
    deadline = time.monotonic() + limit
    while True:
        text = browser.evaluate('localStorage.getItem("ludoclasse/saves/bataille.json")')
        if text != previous or time.monotonic() > deadline:
            return (text, json.loads(text)["game"]["rounds"] if text else None)
        browser.settle(0.2)


def bataille(browser, layout):
    """La Bataille's game in progress survives a reload: play a few rounds, reload, resume, play on."""
    home = browser.screenshot("persist-5-reloaded.png")
    # The first tile: "Play against Emma" and "Lessons".
    play = layout.home_game_button(0, 0, 2)
    browser.tap(play)
    if browser.screenshot("persist-6-bataille.png") == home:
        raise Failure("the tap on Play against Emma did not open La Bataille")
    saved, rounds = None, None
    for _ in range(8):
        browser.tap(layout.bataille_flip())
        saved, rounds = stored_bataille(browser, saved)
        if rounds is not None and rounds >= 2:
            break
    print(f"La Bataille saved after {rounds} rounds")
    if rounds is None or rounds < 2:
        raise Failure(f"after taps on Flip, the stored game has {rounds} rounds (wanted 2 or more)")
    browser.screenshot("persist-7-bataille-played.png")

    start = len(browser.console)
    browser.call("Page.reload", ignoreCache=True)
    load(browser, start, "after reload")
    browser.tap(play)
    browser.screenshot("persist-8-bataille-resumed.png")
    browser.tap(layout.bataille_flip())
    again, rounds_again = stored_bataille(browser, saved)
    print(f"after reload, resume and one more flip: {rounds_again} rounds")
    # A new deal and one flip would be at round 1 at most: the stored game went on from the saved one.
    if again == saved or rounds_again is None or rounds_again < rounds:
        raise Failure(
            f"La Bataille did not go on from its save after a reload ({rounds} rounds saved, "
            f"{rounds_again} after a flip)"
        )


def server_gone(url, server_pid):
    """Stops the web server and waits until it answers no more."""
    import signal
    import urllib.request

    os.kill(server_pid, signal.SIGTERM)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(url, timeout=1)
        except OSError:
            return
        time.sleep(0.1)
    raise Failure(f"the web server still answers at {url} after it was stopped")


def offline(browser, url, server_pid):
    """The app keeps working from the service worker's copy once the server is gone."""
    browser.call(
        "Emulation.setDeviceMetricsOverride", width=768, height=1024, deviceScaleFactor=1, mobile=False
    )
    browser.call("Page.navigate", url=url)
    load(browser, 0, "first visit, with the server")
    ready = browser.wait_console(0, "ludoclasse: offline copy")
    if ready != "ludoclasse: offline copy ready":
        raise Failure(f"the service worker did not keep its copy: {ready}")
    kept = browser.evaluate(
        "caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k).then(c => c.keys())"
        ".then(rs => k + ': ' + rs.map(r => r.url.split('/').pop()).sort().join(' ')))))"
    )
    print(f"offline copy: {kept}")
    browser.screenshot("offline-1-home-online.png")

    server_gone(url, server_pid)
    print("web server stopped")
    start = len(browser.console)
    browser.call("Page.navigate", url="about:blank")
    browser.settle(0.5)
    browser.call("Page.navigate", url=url + "#espion/01")
    load(browser, start, "the lesson's address, without the server")
    first = browser.screenshot("offline-2-lesson.png")
    # The lesson goes on: a tap on the board (upright, across the top of the screen) is "Next" while
    # the step only asks to read.
    browser.tap((384, 300))
    second = browser.screenshot("offline-3-lesson-next.png")
    if second == first:
        raise Failure("without the server, a tap on the board did not move the lesson on")
    start = len(browser.console)
    browser.call("Page.reload", ignoreCache=True)
    load(browser, start, "reload without the server")
    browser.screenshot("offline-4-reloaded.png")


def main():
    global OUT
    args = sys.argv[1:]
    server_pid = None
    if args and args[0].startswith("--offline="):
        server_pid = int(args.pop(0).split("=", 1)[1])
    if len(args) < 3:
        raise SystemExit(__doc__)
    chromium, url, OUT = args[0:3]
    os.makedirs(OUT, exist_ok=True)
    browser = Browser(chromium, args[3:])
    try:
        if server_pid is None:
            scenario(browser, url)
        else:
            offline(browser, url, server_pid)
    except Failure as e:
        print(f"web/cdp.py: {e}", file=sys.stderr)
        sys.exit(1)
    finally:
        browser.close()
    if server_pid is None:
        print("touch, settings and La Bataille's game across a reload: passed")
    else:
        print("offline after the first visit: passed")


OUT = "."

if __name__ == "__main__":
    main()
