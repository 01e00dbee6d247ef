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
    type (TYPES) and float tolerance in ulp (f32 only)."""

    def __init__(self, name, typ, ulp=0):
        self.name = name
        self.typ = typ
        self.ulp = ulp


def compare(buf, got, want):
    """None when equal (within the buffer's tolerance), else a message."""
    if len(got) != len(want):
        return "%s: %d bytes, expected %d" % (buf.name, len(got), len(want))
    esz = TYPES[buf.typ]
    bad = []
    for i in range(0, len(want), esz):
        g, w = got[i:i + esz], want[i:i + esz]
        if g == w:
            continue
        if buf.typ in ("f32", "float"):
            gu, wu = struct.unpack("<I", g)[0], struct.unpack("<I", w)[0]
            if is_nan(gu) and is_nan(wu):
                continue
            if (buf.ulp and not is_nan(gu) and not is_nan(wu)
                    and abs(ordered(gu) - ordered(wu)) <= buf.ulp):
                continue
            bad.append("[%d] got %#010x (%r) expected %#010x (%r)"
                       % (i // esz, gu, u2f(gu), wu, u2f(wu)))
        else:
            fmt = "<Q" if esz == 8 else "<I"
            bad.append("[%d] got %#x expected %#x"
                       % (i // esz, struct.unpack(fmt, g)[0], struct.unpack(fmt, w)[0]))
    if not bad:
        return None
    return "%s: %d of %d elements differ: %s%s" % (
        buf.name, len(bad), len(want) // esz, "; ".join(bad[:4]),
        " ..." if len(bad) > 4 else "")


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

def load_expected_failures(path):
    entries = []
    if not path or not os.path.exists(path):
        return entries
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            pat, _, reason = line.partition(" ")
            entries.append([pat, reason.strip(), n, False])
    return entries


def match_expected(entries, config_id):
    for e in entries:
        if fnmatch.fnmatchcase(config_id, e[0]):
            e[3] = True
            return e
    return None


def classify(entries, config_id, status, msg):
    """A pass or fail of a configuration the list names becomes xpass (with
    the message saying so) or xfail; other results are unchanged."""
    if status not in ("pass", "fail"):
        return status, msg
    entry = match_expected(entries, config_id)
    if entry and status == "fail":
        return "xfail", msg
    if entry:
        return "xpass", ("unexpectedly passed, remove from the list "
                         "(expected_failures.txt line %d: %s)" % (entry[2], entry[0]))
    return status, msg
