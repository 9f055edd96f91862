"""Fetching PQClean sources through cargo, compiling, linking, and renaming a build's symbols.

Everything here writes under the cache directory (GEN_INTEGRATIONS_CACHE, default
~/.cache/gen-integrations), never into the repository.
"""
from __future__ import annotations

import concurrent.futures as cf
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from gen.check.runcache import cached_run


class ToolMissing(RuntimeError):
    """A required program is not installed (exit status 2)."""


class CheckFailed(RuntimeError):
    """A build or a check failed (exit status 1); the message is the one line to print."""

    def __init__(self, line: str, detail: str = ""):
        super().__init__(line)
        self.detail = detail  # e.g. the compiler's diagnostics, printed before the line
        self.where = ""       # which level x ISA, filled in by the caller


def report_failure(program: str, error: ToolMissing | CheckFailed) -> int:
    """Print a failure on stderr as its one line (a failed check's detail first, its line naming where);
    return the exit status: 2 for a missing tool, 1 for a failed check."""
    if isinstance(error, ToolMissing):
        print(f"{program}: {error}", file=sys.stderr)
        return 2
    if error.detail:
        print(error.detail, file=sys.stderr)
    print(f"FAIL {error.where + ': ' if error.where else ''}{error}", file=sys.stderr)
    return 1


def cache_dir() -> Path:
    """Where fetched manifests and all build products go."""
    env = os.environ.get("GEN_INTEGRATIONS_CACHE")
    return Path(env).expanduser() if env else Path.home() / ".cache" / "gen-integrations"


def require_tools(*names: str, hint: str = "install binutils and a C compiler") -> None:
    """Raise ToolMissing naming the first program not on PATH."""
    for name in names:
        if shutil.which(name) is None:
            raise ToolMissing(f"{name} not found on PATH (needed to build and link the schemes; {hint})")


def run(argv: list[str], what: str, cwd: Path | None = None, timeout: float = 1800) -> str:
    """Run a command; return its stdout, or raise CheckFailed with its output as detail."""
    try:
        proc = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    except FileNotFoundError:
        raise ToolMissing(f"{argv[0]} not found on PATH ({what})") from None
    except subprocess.TimeoutExpired:
        raise CheckFailed(f"{what}: timed out after {timeout:.0f} s") from None
    if proc.returncode != 0:
        raise CheckFailed(f"{what} failed (exit status {proc.returncode})",
                          detail=(proc.stdout + proc.stderr).strip())
    return proc.stdout


# ---------------------------------------------------------------------------------------------
# sources


def fetch_crate(crate: str, version: str, cache: Path) -> Path:
    """`cargo fetch` one pinned crate into cargo's usual registry cache; return its source root.

    A throwaway manifest under the cache depends on crate =version; `cargo metadata` then names
    the unpacked crate's Cargo.toml, wherever CARGO_HOME keeps it. A published version's build
    metadata (oqs-sys's "0.11.0+liboqs-0.13.0") is not part of the pin.
    """
    if shutil.which("cargo") is None:
        raise ToolMissing("cargo not found: install Rust (rustup, https://rustup.rs) so the "
                          "PQClean sources can be fetched from crates.io")
    project = cache / "fetch" / f"{crate}-{version}"
    project.mkdir(parents=True, exist_ok=True)
    manifest = project / "Cargo.toml"
    manifest.write_text(
        "[package]\n"
        'name = "gen-integrations-fetch"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n'
        '[lib]\npath = "lib.rs"\n\n'
        f'[dependencies]\n{crate} = "={version}"\n')
    (project / "lib.rs").touch()
    run(["cargo", "fetch", "--manifest-path", str(manifest)], f"cargo fetch {crate} ={version}")
    meta = json.loads(run(["cargo", "metadata", "--format-version", "1", "--manifest-path",
                           str(manifest)], "cargo metadata"))
    for pkg in meta["packages"]:
        if pkg["name"] == crate and pkg["version"].split("+")[0] == version:
            return Path(pkg["manifest_path"]).parent
    raise CheckFailed(f"cargo metadata does not list {crate} {version}")


def meta_field(meta_yml: Path, key: str) -> str:
    """A top-level scalar of a PQClean META.yml (no YAML parser needed for these)."""
    m = re.search(rf"^{re.escape(key)}:\s*(\S+)\s*$", meta_yml.read_text(), re.MULTILINE)
    if not m:
        raise CheckFailed(f"{meta_yml} has no {key}")
    return m.group(1)


def code_only(text: str) -> str:
    """The C text with comments, string and character literals blanked (same length, newlines kept),
    so that braces and names are only searched for in code."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        two = text[i:i + 2]
        if two == "/*":
            end = text.find("*/", i + 2)
            end = n if end == -1 else end + 2
        elif two == "//":
            end = text.find("\n", i)
            end = n if end == -1 else end
        elif text[i] in "\"'":
            end = i + 1
            while end < n and text[end] != text[i]:
                end += 2 if text[end] == "\\" else 1
            end += 1
        else:
            i += 1
            continue
        for k in range(i, min(end, n)):
            if out[k] != "\n":
                out[k] = " "
        i = end
    return "".join(out)


def strip_functions(path: Path, names: list[str]) -> None:
    """Remove the definitions of the named functions from a C file, in place (a scheme file whose
    functions an emitted file defines instead). Each definition runs from the start of the line that
    names it to its closing brace, with the comment block right above it; each must occur exactly once
    at file scope."""
    text = path.read_text()
    for name in names:
        code = code_only(text)
        starts = []
        for m in re.finditer(rf"\b{re.escape(name)}\s*\(", code):
            if code.count("{", 0, m.start()) != code.count("}", 0, m.start()):
                continue  # a call inside a function body
            brace, semi = code.find("{", m.end()), code.find(";", m.end())
            if brace != -1 and (semi == -1 or brace < semi):
                starts.append((m.start(), brace))
        if len(starts) != 1:
            raise CheckFailed(f"{path.name}: expected one definition of {name}, found {len(starts)}")
        at, brace = starts[0]
        depth, end = 0, brace
        for end in range(brace, len(code)):
            depth += {"{": 1, "}": -1}.get(code[end], 0)
            if depth == 0:
                break
        begin = code.rfind("\n", 0, at) + 1
        above = text[:begin].rstrip()
        if above.endswith("*/"):
            begin = above.rfind("/*")
        text = text[:begin].rstrip("\n") + "\n\n" + text[end + 1:].lstrip("\n")
    path.write_text(text)


# ---------------------------------------------------------------------------------------------
# compiling and linking

DRIVER_CFLAGS = ["-O2", "-std=gnu11", "-Wall", "-Wextra", "-Werror"]  # the in-process drivers


def compile_all(cc: str, jobs: list[tuple[Path, Path, list[str]]], what: str) -> list[Path]:
    """Compile (source, object, flags) jobs in parallel; return the objects in order."""
    def one(job: tuple[Path, Path, list[str]]) -> Path:
        src, obj, flags = job
        obj.parent.mkdir(parents=True, exist_ok=True)
        run([cc, *flags, "-c", str(src), "-o", str(obj)], f"{what}: compiling {src.name}")
        return obj

    with cf.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        return list(pool.map(one, jobs))


def link(cc: str, objects: list[Path], exe: Path, what: str) -> Path:
    run([cc, *map(str, objects), "-o", str(exe)], f"{what}: linking")
    return exe


def defined_globals(objects: list[Path]) -> set[str]:
    """Global symbols the objects define (nm --defined-only -g)."""
    out = run(["nm", "--defined-only", "-g", *map(str, objects)], "nm")
    names = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3:
            names.add(parts[2])
    return names


def partial_link_renamed(objects: list[Path], out: Path, prefix: str) -> set[str]:
    """`ld -r` the objects (an archive: all of its members) into one, then prefix every global
    symbol it defines.

    References between the objects resolve inside the relocatable object and are renamed with
    the definitions; undefined references (randombytes, SHAKE, libc) keep their names. Returns
    the original names of the renamed symbols.
    """
    combined = out.with_suffix(".combined.o")
    run(["ld", "-r", "-o", str(combined), "--whole-archive", *map(str, objects), "--no-whole-archive"],
        "ld -r (partial link)")
    names = defined_globals([combined])
    symmap = out.with_suffix(".syms")
    symmap.write_text("".join(f"{n} {prefix}{n}\n" for n in sorted(names)))
    run(["objcopy", f"--redefine-syms={symmap}", str(combined), str(out)], "objcopy --redefine-syms")
    return names


TIMED_MODES = ("timing", "components", "profile")  # measurements: never replayed


def run_driver(exe: Path, mode: str, *args: str | int, timeout: float = 3600) -> list[str]:
    """Run a driver (`exe mode args...`); return its output lines, or raise CheckFailed with its
    last "FAIL: ..." line, if any. The check modes go through gen's run cache (gen.check.runcache):
    the same driver bytes and arguments that passed before are not run again; TIMED_MODES always run."""
    argv = [str(exe), mode, *map(str, args)]
    try:
        # a check on fixed seeds is a function of the driver's bytes: replayed when these bytes passed it before
        proc = cached_run(argv, timeout=timeout, reuse=mode not in TIMED_MODES)
    except subprocess.TimeoutExpired:
        raise CheckFailed(f"driver {mode}: timed out after {timeout:.0f} s") from None
    lines = proc.stdout.splitlines()
    failed = [ln for ln in lines if ln.startswith("FAIL: ")]
    if failed:
        raise CheckFailed(failed[-1][len("FAIL: "):])
    if proc.returncode != 0:
        raise CheckFailed(f"driver {mode} exited with status {proc.returncode}", detail=proc.stderr.strip())
    return lines


def sha256_of_output(exe: Path, what: str, args: tuple[str, ...] = ()) -> str:
    """Run a program (with args) and hash its stdout (how PQClean's nistkat-sha256 and liboqs's
    kats.json are defined)."""
    try:
        proc = subprocess.run([str(exe), *args], capture_output=True, timeout=600)
    except subprocess.TimeoutExpired:
        raise CheckFailed(f"{what}: timed out") from None
    if proc.returncode != 0:
        raise CheckFailed(f"{what} exited with status {proc.returncode}",
                          detail=proc.stderr.decode(errors="replace").strip())
    return hashlib.sha256(proc.stdout).hexdigest()


def first_line(argv: list[str]) -> str:
    """First line of a command's output (versions), or a note that it is missing."""
    try:
        out = subprocess.run(argv, capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return f"{argv[0]}: not available"
    return out.splitlines()[0].strip() if out.strip() else argv[0]
