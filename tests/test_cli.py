"""The CLI: one-line errors with exit code 2, nothing written; a summary on success."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "gen", *args], capture_output=True, text=True,
                          cwd=cwd or ROOT, timeout=300)


@pytest.mark.parametrize("args, message", [
    (["--field", "x^12+x^2+1"], "is reducible: it has the factor x^6+x+1"),
    (["--field", "x^12+"], "malformed field spec"),
    (["--field", "x^2000+x+1"], "out of range"),
    (["--field", "x^12+x^3+1", "--isa", "sparc"], "unknown ISA 'sparc'"),
    (["--field", "x^12+x^3+1", "--name", "9lives"], "not a valid C identifier"),
    (["--field", "x^12+x^3+1", "--name", "../../etc/passwd"], "not a valid C identifier"),
    (["--field", "x^12+x^3+1", "--prefix", "a b;rm"], "not a valid C identifier"),
    (["--field", "x^12+x^3+1", "--frobnicate"], "unrecognized arguments"),
    (["--check"], "--check goes with --all"),
    ([], "give --field"),
])
def test_bad_input_gets_one_line_exit_2_and_writes_nothing(tmp_path, args, message):
    out = tmp_path / "out"
    r = run(*args, "--out", str(out))
    assert r.returncode == 2, r.stderr
    assert r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0] and "Traceback" not in r.stderr
    assert not out.exists() and list(tmp_path.iterdir()) == []


def test_an_isa_the_host_lacks_is_refused_for_verification(tmp_path, monkeypatch):
    from gen import isa as isa_mod
    from gen import pipeline
    from gen.errors import GenError

    monkeypatch.setattr(isa_mod, "host_cpu_flags", lambda: frozenset({"sse4_1"}))
    monkeypatch.setattr(pipeline, "host_cpu_flags", lambda: frozenset({"sse4_1"}))
    monkeypatch.setattr(pipeline, "host_supports", lambda t: set(t.cpu_flags) <= {"sse4_1"})
    k = pipeline.generate("x^12+x^3+1", "avx512")
    with pytest.raises(GenError, match="needs CPU features .* that this host lacks"):
        pipeline.write(k, tmp_path / "o")
    assert not (tmp_path / "o").exists()


def test_no_verify_emits_and_summarises(tmp_path):
    r = run("--field", "x^12+x^3+1", "--isa", "c64", "--out", str(tmp_path / "k"), "--no-verify")
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in (tmp_path / "k").iterdir()) == ["gf2_12.c", "gf2_12.h"]
    assert "plan      multiply 1x1; reduce quotient-first" in r.stdout
    assert "harness not run" in r.stdout


def test_explain_shows_classic_and_chosen_side_by_side():
    r = run("explain", "--field", "x^12+x^3+1", "--isa", "pclmul")
    assert r.returncode == 0, r.stderr
    assert "classic" in r.stdout and "chosen" in r.stdout
    xor_row = next(line for line in r.stdout.splitlines() if line.startswith("xor "))
    assert xor_row.split()[1:] == ["4", "3"]


def test_explain_of_a_field_with_a_zmm_mul_lists_its_vector_ops():
    r = run("explain", "--field", "x^571+x^10+x^5+x^2+1", "--isa", "avx512", "--no-measure", "--no-profile")
    assert r.returncode == 0, r.stderr
    assert "mul in zmm registers" in r.stdout
    rows = {line.split()[0]: line.split()[1:] for line in r.stdout.splitlines() if line.startswith(("shrd ", "align "))}
    assert rows["shrd"][0] == "0" and int(rows["shrd"][1]) > 0 and int(rows["align"][1]) > 0


def test_explain_of_a_modq_kernel_counts_instructions_by_class_per_function():
    r = run("explain", "--prime", "3329", "--ntt", "256", "--isa", "avx2", "--no-measure", "--no-profile")
    assert r.returncode == 0, r.stderr
    rows = {line.split()[0]: [int(x) for x in line.split()[1:]] for line in r.stdout.splitlines()
            if line.split()[:1] in (["ntt"], ["invntt"])}
    header = (ROOT / "emitted" / "mlkem" / "avx2" / "mlkem.h").read_text()
    totals = [sum(col) for col in zip(rows["ntt"], rows["invntt"])]  # mul, alu, shuffle, mem
    assert "Instructions per call of ntt + invntt_tomont by class: mul {}, alu {}, shuffle {}, mem {}.".format(*totals) in header
    assert "pass structures priced" in r.stdout and "measured" not in r.stdout


def test_version():
    from gen import __version__

    r = run("--version")
    assert r.returncode == 0 and r.stdout.strip() == f"gen {__version__}"


def test_a_missing_cross_toolchain_names_the_packages_to_install(tmp_path, monkeypatch):
    import shutil as shutil_mod

    from gen import pipeline
    from gen.errors import GenError

    real_which = shutil_mod.which
    monkeypatch.setattr(shutil_mod, "which", lambda cmd: None if cmd.startswith("qemu") else real_which(cmd))
    k = pipeline.generate("x^12+x^3+1", "neon")
    with pytest.raises(GenError, match="apt-get install gcc-aarch64-linux-gnu libc6-dev-arm64-cross clang-19 qemu-user"):
        pipeline.write(k, tmp_path / "o")
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("isa", ["neon", "rv64-zbc"])
def test_explain_gives_llvm_mca_estimates_for_foreign_targets(isa):
    from gen.check import mca
    from gen.isa import get_target

    if not mca.available(get_target(isa)):
        pytest.skip("llvm-mca-19 or the cross compiler is not installed")
    r = run("explain", "--field", "x^163+x^7+x^6+x^3+1", "--isa", isa)
    assert r.returncode == 0, r.stderr
    assert "llvm-mca-19 -mcpu=" in r.stdout
    row = next(line for line in r.stdout.splitlines() if line.startswith("mul "))
    predicted, tput, chain, insns = (float(x) for x in row.split()[1:])
    assert tput > 0 and chain >= tput and insns > 10
