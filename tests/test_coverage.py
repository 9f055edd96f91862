"""`gen coverage`: one line per ISA saying how this host checks its kernels."""
from __future__ import annotations

import dataclasses

from gen.check.coverage import coverage, report
from gen.cli import main
from gen.isa import ISA_NAMES, foreign, get_target, host_supports


def test_every_isa_gets_one_line_and_host_isas_are_native(capsys) -> None:
    assert main(["coverage"]) == 0
    lines = capsys.readouterr().out.splitlines()
    isas = [name for name in ISA_NAMES if name != "native"]
    assert [ln.split()[0] for ln in lines] == isas
    for name in isas:
        t = get_target(name)
        if not foreign(t) and host_supports(t):
            assert coverage(t).how == "native"
        if foreign(t):
            assert coverage(t).how in ("emulated", "not here")


def test_an_x86_isa_the_host_lacks_is_a_model_or_not_here() -> None:
    avx512 = get_target("avx512")
    lacking = dataclasses.replace(avx512, cpu_flags=(*avx512.cpu_flags, "no-such-feature"))
    got = coverage(lacking)
    assert got.how == "not here" and "no-such-feature" in got.detail


def test_the_report_names_the_constant_time_method() -> None:
    text = "\n".join(report())
    assert "valgrind taint" in text and ("dudect" in text or "model" in text)
