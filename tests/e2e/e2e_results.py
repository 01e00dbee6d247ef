"""Comparing dumped outputs with expected bytes, and the expected-failure
list: shared by run_e2e.py and replay.py. Standard library only, so that
replay.py runs on a machine without the build tools."""
import fnmatch
import os
import struct

SKIP = 77
M32 = 0xFFFFFFFF

TYPES = {"u32": 4, "i32": 4, "f32": 4, "float": 4, "u64": 8}


def first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return "(no message)"


def u2f(u):
    return struct.unpack("<f", struct.pack("<I", u & M32))[0]


def ordered(u):
    """Float bits mapped to integers that order like the floats."""
    return u if u < 0x80000000 else 0x80000000 - u


def is_nan(u):
    return (u & 0x7F800000) == 0x7F800000 and (u & 0x7FFFFF) != 0


class Output:
    """What compare() needs of a dumped buffer or image: its name, element
    type (TYPES), float tolerance in ulp (f32 only) and NaN rule (f32
    only): "exact" (a NaN matches only the same bits, sign and payload) or
    "any" (any NaN matches any NaN: for outputs whose NaN bits the hardware
    leaves undefined, the reason stated beside the buffer)."""

    def __init__(self, name, typ, ulp=0, nan="exact"):
        self.name = name
        self.typ = typ
        self.ulp = ulp
        self.nan = nan


NAN_RULES = ("exact", "any")


def differing(buf, got, want):
    """The indices of the elements of got that differ from want (within
    the buffer's tolerance), each with its text; [] when equal.  A NaN
    matches only the same bits unless the buffer's nan rule is "any"; a
    NaN is never within an ulp tolerance of a number.

    >>> f = Output("r", "f32")
    >>> len(differing(f, struct.pack("<I", 0x7fc00000), struct.pack("<I", 0xffc00000)))
    1
    >>> differing(Output("r", "f32", nan="any"),
    ...           struct.pack("<I", 0x7fc00000), struct.pack("<I", 0xffc00000))
    []
    """
    esz = TYPES[buf.typ]
    bad = []
    for i in range(0, len(want), esz):
        g, w = got[i:i + esz], want[i:i + esz]
        if g == w:
            continue
        if buf.typ in ("f32", "float"):
            gu, wu = struct.unpack("<I", g)[0], struct.unpack("<I", w)[0]
            if is_nan(gu) and is_nan(wu) and getattr(buf, "nan", "exact") == "any":
                continue
            if (buf.ulp and not is_nan(gu) and not is_nan(wu)
                    and abs(ordered(gu) - ordered(wu)) <= buf.ulp):
                continue
            bad.append((i // esz, "[%d] got %#010x (%r) expected %#010x (%r)"
                        % (i // esz, gu, u2f(gu), wu, u2f(wu))))
        else:
            fmt = "<Q" if esz == 8 else "<I"
            bad.append((i // esz, "[%d] got %#x expected %#x"
                        % (i // esz, struct.unpack(fmt, g)[0], struct.unpack(fmt, w)[0])))
    return bad


def compare(buf, got, want):
    """None when equal (within the buffer's tolerance), else a message."""
    if len(got) != len(want):
        return "%s: %d bytes, expected %d" % (buf.name, len(got), len(want))
    bad = [text for _, text in differing(buf, got, want)]
    if not bad:
        return None
    return "%s: %d of %d elements differ: %s%s" % (
        buf.name, len(bad), len(want) // TYPES[buf.typ], "; ".join(bad[:4]),
        " ..." if len(bad) > 4 else "")


def differences(outputs):
    """outputs: (what, buffer, dump path, expected bytes); buffer name ->
    the indices of its differing elements (None: the sizes differ), for
    the buffers that differ."""
    diffs = {}
    for what, buf, path, want in outputs:
        with open(path, "rb") as f:
            got = f.read()
        if len(got) != len(want):
            diffs[buf.name] = None
        else:
            idx = [i for i, _ in differing(buf, got, want)]
            if idx:
                diffs[buf.name] = idx
    return diffs


def compare_dumps(outputs):
    """outputs: (what, buffer, dump path, expected bytes) in order; the
    first difference as 'what message', or None."""
    for what, buf, path, want in outputs:
        with open(path, "rb") as f:
            got = f.read()
        msg = compare(buf, got, want)
        if msg:
            return "%s %s" % (what, msg)
    return None


# ---------------------------------------------------------------- expected failures

def parse_only(text):
    """'res[832:896]+resu[576:640]' -> {"res": [(832, 896)], "resu": [...]}"""
    spans = {}
    for part in text.split("+"):
        name, _, rest = part.partition("[")
        lo, _, hi = rest.rstrip("]").partition(":")
        spans.setdefault(name, []).append((int(lo, 0), int(hi, 0)))
    return spans


def load_expected_failures(path):
    """Each line: PATTERN [quirk=NAME] [only=SPANS] REASON.  quirk: the
    line holds only where the driver probe finds that quirk in the
    configuration's driver settings (elsewhere it is not read); only: a
    failure is expected only when every differing element lies in SPANS
    (BUF[LO:HI], joined by '+'), any other difference fails the run;
    driver: the line holds only on a driver whose id (NAME/VULKAN, as
    "llvmpipe/1.3.230") matches this shell pattern."""
    entries = []
    if not path or not os.path.exists(path):
        return entries
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            words = line.split(" ")
            e = {"pattern": words[0], "line": n, "used": False, "quirk": None, "only": None,
                 "driver": None}
            rest = words[1:]
            while rest and rest[0].startswith(("quirk=", "only=", "driver=")):
                key, _, val = rest.pop(0).partition("=")
                e[key] = parse_only(val) if key == "only" else val
            e["reason"] = " ".join(rest).strip()
            entries.append(e)
    return entries


def match_expected(entries, config_id, quirks=None, driver=None):
    """The first line whose pattern matches config_id and whose quirk (if
    it names one) is among quirks; quirks None: the driver was not
    probed, lines that name a quirk match.  A line naming a driver
    matches only a known driver id that its pattern matches."""
    for e in entries:
        if not fnmatch.fnmatchcase(config_id, e["pattern"]):
            continue
        if e["quirk"] and quirks is not None and e["quirk"] not in quirks:
            continue
        if e["driver"] and not (driver and fnmatch.fnmatchcase(driver, e["driver"])):
            continue
        e["used"] = True
        return e
    return None


def outside(only, diffs):
    """The buffers of diffs with an element outside the spans of only."""
    bad = []
    for name, idx in sorted(diffs.items()):
        spans = only.get(name)
        if idx is None or not spans or any(not any(lo <= i < hi for lo, hi in spans) for i in idx):
            bad.append(name)
    return bad


def classify(entries, config_id, status, msg, quirks=None, diffs=None, driver=None):
    """A pass or fail of a configuration the list names becomes xpass (with
    the message saying so) or xfail; other results are unchanged.  A line
    with only= excuses a failure whose differing elements (diffs: buffer ->
    indices) all lie in its spans; with others, or no element comparison,
    the failure stands."""
    if status not in ("pass", "fail"):
        return status, msg
    entry = match_expected(entries, config_id, quirks, driver)
    if entry and status == "fail":
        if entry["only"] is not None:
            if diffs is None:
                return "fail", msg + " (expected_failures.txt line %d excuses only some elements)" % entry["line"]
            bad = outside(entry["only"], diffs)
            if bad:
                return "fail", msg + (" (expected_failures.txt line %d excuses other elements of %s)"
                                      % (entry["line"], ", ".join(bad)))
        if entry["quirk"]:
            msg += " [driver quirk %s]" % entry["quirk"]
        if entry["driver"]:
            msg += " [driver %s]" % driver
        return "xfail", msg
    if entry:
        return "xpass", ("unexpectedly passed, remove from the list "
                         "(expected_failures.txt line %d: %s)" % (entry["line"], entry["pattern"]))
    return status, msg
