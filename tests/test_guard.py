"""gen guard: instruction counts against baselines. A planted 2% rise in one kernel fails and names it;
an unchanged kernel, a rise within 1% and a fall pass; new and removed kernels fail; --accept records."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from gen.cli import main
from gen.check.counts import count_compiler, counter, qemu_counts
from gen.guard import RISE_LIMIT, Change, compare, toolchain
from gen.isa import get_target, host_supports

ROOT = Path(__file__).resolve().parent.parent
KERNEL, ISA = "gf2_571", "avx2"  # a field kernel with an array API: mul and inv share the planted code

needs_callgrind = pytest.mark.skipif(shutil.which("valgrind") is None or shutil.which("gcc") is None
                                     or not host_supports(get_target(ISA)),
                                     reason=f"needs valgrind, gcc and a host that runs {ISA}")


# -- the rule, on made-up counts --------------------------------------------------------------------------
def test_a_rise_over_one_percent_fails_and_a_smaller_rise_or_a_fall_passes():
    base = {"k": {"mul": 1000, "sqr": 1000, "inv": 1000, "reduce": 1000}}
    now = {"k": {"mul": 1011, "sqr": 1010, "inv": 900, "reduce": 1000}}
    changes = {c.function: c for c in compare("avx2", base, now)}
    assert set(changes) == {"mul", "sqr", "inv"}  # an unchanged count is no change
    assert changes["mul"].fails and changes["mul"].kernel == "k/avx2" and "ROSE" in changes["mul"].verdict
    assert not changes["sqr"].fails and not changes["inv"].fails
    assert RISE_LIMIT == 0.01


def test_new_and_removed_kernels_and_entry_points_fail():
    changes = compare("c64", {"gone": {"mul": 5}, "k": {"mul": 5, "old": 7}}, {"k": {"mul": 5, "new": 3}, "added": {"mul": 1}})
    assert {(c.kernel, c.function) for c in changes if c.fails} == {
        ("gone/c64", "mul"), ("k/c64", "old"), ("k/c64", "new"), ("added/c64", "mul")}
    assert Change("k/c64", "new", None, 3).verdict.startswith("NEW")
    assert Change("k/c64", "old", 7, None).verdict.startswith("REMOVED")


# -- end to end on a copy of one emitted kernel ---------------------------------------------------------
def one_kernel_project(tmp: Path, isa: str = ISA) -> Path:
    """A project of one config whose emitted/ holds only KERNEL/isa (a copy of the checkout's)."""
    (tmp / "configs").mkdir(parents=True)
    for name in (f"{KERNEL}.toml", "wisdom.toml"):
        shutil.copy(ROOT / "configs" / name, tmp / "configs" / name)
    shutil.copytree(ROOT / "emitted" / KERNEL / isa, tmp / "emitted" / KERNEL / isa)
    return tmp


def guard(project: Path, capsys: pytest.CaptureFixture[str], *args: str, isa: str = ISA) -> tuple[int, str]:
    code = main(["guard", "--project", str(project), "--isa", isa, "--jobs", "1", *args])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def baseline(project: Path, isa: str = ISA) -> dict:
    return json.loads((project / "bench" / "baselines" / f"{isa}.json").read_text())


def plant_rise(project: Path, rise: float, isa: str = ISA) -> int:
    """Make KERNEL's mul execute `rise` x its baseline count more instructions (nops at its entry); how many."""
    extra = max(1, round(rise * baseline(project, isa)["kernels"][KERNEL]["mul"]))
    source = project / "emitted" / KERNEL / isa / f"{KERNEL}.c"
    text = source.read_text()
    body = text.index("{\n", text.index(f"void {KERNEL}_mul(")) + 2
    source.write_text(text[:body] + f'    __asm__ volatile(".rept {extra}\\n\\tnop\\n\\t.endr");\n' + text[body:])
    return extra


@pytest.fixture
def accepted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """The one-kernel project with its baseline recorded by gen guard --accept."""
    project = one_kernel_project(tmp_path / "project")
    code, out = guard(project, capsys, "--accept")
    assert code == 0, out
    return project


@needs_callgrind
def test_an_unchanged_kernel_passes(accepted: Path, capsys: pytest.CaptureFixture[str]):
    code, out = guard(accepted, capsys)
    assert code == 0, out
    assert "OK, no count rose" in out


@needs_callgrind
def test_a_planted_two_percent_rise_fails_and_names_the_kernel(accepted: Path, capsys: pytest.CaptureFixture[str]):
    extra = plant_rise(accepted, 0.02)
    code, out = guard(accepted, capsys)
    assert code == 1, out
    base = baseline(accepted)["kernels"][KERNEL]["mul"]
    row = next(line for line in out.splitlines() if line.startswith(f"{KERNEL}/{ISA}") and " mul " in line)
    assert f"{base}" in row and f"{base + extra}" in row and "ROSE" in row, out
    assert "FAILED" in out and f"{KERNEL}/{ISA}" in out.splitlines()[-1]


@needs_callgrind
def test_a_rise_within_one_percent_passes_and_is_reported(accepted: Path, capsys: pytest.CaptureFixture[str]):
    plant_rise(accepted, 0.005)
    code, out = guard(accepted, capsys)
    assert code == 0, out
    assert "rose (within the limit)" in out


@needs_callgrind
def test_accept_records_a_deliberate_rise(accepted: Path, capsys: pytest.CaptureFixture[str]):
    before = baseline(accepted)["kernels"][KERNEL]["mul"]
    extra = plant_rise(accepted, 0.02)
    assert guard(accepted, capsys, "--accept")[0] == 0
    assert baseline(accepted)["kernels"][KERNEL]["mul"] == before + extra
    assert guard(accepted, capsys)[0] == 0


@needs_callgrind
def test_a_kernel_missing_from_the_baseline_or_gone_from_the_project_fails(accepted: Path,
                                                                           capsys: pytest.CaptureFixture[str]):
    path = accepted / "bench" / "baselines" / f"{ISA}.json"
    record = baseline(accepted)
    record["kernels"] = {"gf2_999": {"mul": 1}}
    path.write_text(json.dumps(record))
    code, out = guard(accepted, capsys)
    assert code == 1
    assert "NEW: no baseline" in out and "REMOVED" in out and "gf2_999/avx2" in out


@needs_callgrind
def test_a_baseline_from_another_compiler_is_refused(accepted: Path, capsys: pytest.CaptureFixture[str]):
    path = accepted / "bench" / "baselines" / f"{ISA}.json"
    path.write_text(json.dumps({**baseline(accepted), "compiler": "gcc 1.0"}))
    code, out = guard(accepted, capsys)
    assert code == 2 and "not comparable" in out and "gcc 1.0" in out


@needs_callgrind
def test_the_counts_match_the_committed_baseline(accepted: Path):
    committed = json.loads((ROOT / "bench" / "baselines" / f"{ISA}.json").read_text())
    if committed["compiler"] != toolchain(ISA)["compiler"]:
        pytest.skip(f"the committed baselines were counted with {committed['compiler']}")
    assert baseline(accepted)["kernels"][KERNEL] == committed["kernels"][KERNEL]


# -- foreign ISAs, counted under QEMU with the plugin ------------------------------------------------------
FOREIGN = "neon"
needs_qemu_counter = pytest.mark.skipif(counter(get_target(FOREIGN)) != "qemu" or not host_supports(get_target(FOREIGN)),
                                        reason=f"needs {FOREIGN}'s cross gcc and a qemu-user that loads plugins")


@needs_qemu_counter
def test_qemu_counts_a_planted_rise_exactly_and_the_guard_fails_on_it(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]):
    project = one_kernel_project(tmp_path / "project", FOREIGN)
    code, out = guard(project, capsys, "--accept", isa=FOREIGN)
    assert code == 0, out
    record = baseline(project, FOREIGN)
    assert record["qemu"].startswith("qemu-aarch64") and record["compiler"].startswith("aarch64-linux-gnu-gcc")
    before = record["kernels"][KERNEL]
    assert set(before) == {"mul", "sqr", "clmul", "reduce", "inv"} and all(n > 0 for n in before.values())
    assert guard(project, capsys, isa=FOREIGN)[0] == 0
    plant_rise(project, 0.05, FOREIGN)  # gcc reschedules around the nops: the rise is not exactly theirs
    code, out = guard(project, capsys, isa=FOREIGN)
    assert code == 1 and "ROSE" in out, out
    row = next(line for line in out.splitlines() if line.startswith(f"{KERNEL}/{FOREIGN}") and " mul " in line)
    assert f"{before['mul']}" in row and "ROSE" in row


@needs_qemu_counter
def test_the_qemu_plugin_counts_exactly_the_instructions_between_the_markers(tmp_path: Path):
    """Calls of functions with 0, 8 and 100 nops, and with 8 adds, differ by exactly those instructions."""
    source = tmp_path / "t.c"
    source.write_text('''#include "common/count.h"
__attribute__((noinline)) void f0(void) { __asm__ volatile(""); }
__attribute__((noinline)) void f8(void) { __asm__ volatile(".rept 8\\n\\tnop\\n\\t.endr"); }
__attribute__((noinline)) void f100(void) { __asm__ volatile(".rept 100\\n\\tnop\\n\\t.endr"); }
__attribute__((noinline)) void a8(void) { __asm__ volatile(".rept 8\\n\\tadd x9, x9, #1\\n\\t.endr" ::: "x9"); }
int main(void) { HC_COUNT("f0", f0()); HC_COUNT("f8", f8()); HC_COUNT("f100", f100()); HC_COUNT("a8", a8()); return 0; }
''')
    target, exe = get_target(FOREIGN), tmp_path / "t"
    subprocess.run([count_compiler(target), "-O2", "-static", "-DHC_MARKERS", "-I", str(ROOT / "harness_c"), str(source),
                    "-o", str(exe)], check=True)
    counts = qemu_counts(exe, target.runner, [])
    assert [counts[f] - counts["f0"] for f in ("f8", "f100", "a8")] == [8, 100, 8] and counts["f0"] > 0


@needs_qemu_counter
def test_qemu_counts_match_the_committed_foreign_baseline(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    committed = json.loads((ROOT / "bench" / "baselines" / f"{FOREIGN}.json").read_text())
    if committed["compiler"] != toolchain(FOREIGN)["compiler"]:
        pytest.skip(f"the committed baselines were counted with {committed['compiler']}")
    project = one_kernel_project(tmp_path / "project", FOREIGN)
    assert guard(project, capsys, "--accept", isa=FOREIGN)[0] == 0
    assert baseline(project, FOREIGN)["kernels"][KERNEL] == committed["kernels"][KERNEL]


@needs_callgrind
def test_a_baseline_of_an_isa_this_host_cannot_count_is_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]):
    """Without a qemu that loads plugins, --accept records the native ISAs and keeps the neon baseline (it is
    neither recounted nor taken for removed kernels), saying why."""
    import gen.guard as guard_module
    real = guard_module.counter
    monkeypatch.setattr(guard_module, "counter", lambda target: None if target.name == FOREIGN else real(target))
    project = one_kernel_project(tmp_path / "project")
    config = project / "configs" / f"{KERNEL}.toml"  # the config's ISAs: the avx2 copy and neon
    config.write_text(re.sub(r"(?m)^isas = .*$", f'isas = ["{ISA}", "{FOREIGN}"]', config.read_text()))
    kept = project / "bench" / "baselines" / f"{FOREIGN}.json"
    kept.parent.mkdir(parents=True)
    kept.write_text(json.dumps({"kernels": {KERNEL: {"mul": 1}}}))
    code = main(["guard", "--project", str(project), "--jobs", "1", "--accept"])
    out = capsys.readouterr().out
    assert code == 0 and kept.exists() and f"{FOREIGN} not counted: no counter" in out, out
    assert baseline(project)["kernels"][KERNEL]["mul"] > 0
