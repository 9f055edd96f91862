"""Calibration profiles and wisdom: round trips, determinism, and that they steer the planner."""
import functools
from pathlib import Path

import pytest

import gen
from gen.dp.karatsuba import RecursionPlan
from gen.dp.tree import kara2, kara3, school
from gen.errors import GenError
from gen.families.field.tune import (PLAN_TABLE, fixed_plan, measure_plans, plan_from_wisdom, record,
                                     strategy_from_text, strategy_to_text, tree_from_text, tree_to_text)
from gen.families.ring import candidate_files, parse_ring
from gen.families.ring.tune import (RING_TABLE, candidate_recursions, measure_recursions, record_ring, shape,
                                    thresholds_from_wisdom, toom_depth, tune_ring)
from gen.isa import get_target, host_supports
from gen.project import find_project
from gen.reduce import ReductionStrategy
from gen.spec import parse_field
from gen.tune.calibrate import build_profile, load_profile, profile_path, with_profile
from gen.tune.measure import Candidates, Timing, time_candidates
from gen.tune.host import host_identity
from gen.tune.wisdom import read_file, read_table, write_table
from tests.test_planner import _all_trees

FAKE = {"xor": (0.8, 0.25), "pclmulqdq": (2.1, 0.7), "shift": (0.85, 0.35), "funnel (3 ops)": (1.4, 0.5)}


def test_profile_text_is_deterministic_and_round_trips(tmp_path):
    target = get_target("pclmul")
    text = build_profile(target, FAKE)
    assert text == build_profile(target, dict(reversed(list(FAKE.items()))))
    path = tmp_path / "p.toml"
    path.write_text(text)
    key, table = load_profile(path)
    assert key["table"] == "x86_zen5" and key["flags"].startswith("-O2")
    assert table.ops["clmul"].loads == {"clmul": 0.7} and table.ops["clmul"].lat == 2.1
    assert table.ops["dxor"].loads == {"valu": 0.25} and table.sources["xor"] == "measured: xor"
    assert table.sources["load"].startswith("shipped")


def test_a_profile_changes_the_planners_choice(tmp_path):
    field = parse_field("x^128+x^7+x^2+x+1")
    shipped = gen.generate(field, "pclmul", profile=False).design.plan
    assert shipped.tree.kind == "kara2"
    path = tmp_path / "dear-xor.toml"
    path.write_text(build_profile(get_target("pclmul"), {**FAKE, "xor": (9.0, 9.0)}))
    steered = gen.generate(field, "pclmul", profile=path).design.plan
    assert steered.tree.kind == "school"
    assert steered.target.costs.name == "profile dear-xor.toml"


def test_a_profile_for_another_host_is_ignored_unless_named(tmp_path, monkeypatch):
    monkeypatch.setenv("GEN_PROFILE_DIR", str(tmp_path))
    target = get_target("pclmul")
    path = profile_path(target)
    path.write_text(build_profile(target, FAKE).replace('cpu = "', 'cpu = "Other CPU '))
    assert with_profile(target) is target
    assert with_profile(target, path).costs.name.startswith("profile")
    path.write_text(build_profile(target, FAKE))  # this host's own profile is picked up by itself
    assert with_profile(target).costs.name == f"profile {path.name}"


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
def test_split_trees_round_trip_through_text(n):
    for tree in _all_trees(n):
        assert tree_from_text(tree_to_text(tree)) == tree


def test_strategies_round_trip_through_text():
    for s in (ReductionStrategy("quotient-first", ("shift", "clmul")), ReductionStrategy("fold", ("clmul",) * 3),
              ReductionStrategy("word-fold", ("shift",))):
        assert strategy_from_text(strategy_to_text(s)) == s


def test_wisdom_is_deterministic_and_reproduces_the_recorded_plan(tmp_path):
    field = parse_field("x^283+x^12+x^7+x^5+1")
    target = get_target("avx512")
    tree = kara2(5, 3, kara3(3, 1, school(1), school(1)), kara2(2, 1, school(1), school(1)))
    plan = fixed_plan(field, target.variants()[1], tree, ReductionStrategy("fold", ("clmul", "shift")), "test")
    w1, w2 = tmp_path / "w1.toml", tmp_path / "w2.toml"
    record(w1, plan)
    record(w1, plan)  # re-recording the same choice changes nothing
    record(w2, plan)
    assert w1.read_bytes() == w2.read_bytes()
    again = plan_from_wisdom(w1, field, target)
    assert again.tree == tree and again.reduction == plan.reduction and again.target.variant_label == "words in gpr registers"
    a = gen.generate(field, "avx512", wisdom=w1, profile=False).files
    b = gen.generate(field, "avx512", wisdom=w2, profile=False).files
    assert a == b and "fold (clmul, shift); words in gpr registers" in a["gf2_283.h"]
    assert plan_from_wisdom(w1, parse_field("x^163+x^7+x^6+x^3+1"), target) is None


def test_a_corrupt_wisdom_tree_is_a_clean_error(tmp_path):
    w = tmp_path / "w.toml"
    w.write_text('[[plan]]\nfield = "x^233+x^74+1"\nisa = "pclmul"\ncpu = ""\ncompiler = ""\n'
                 'tree = "K2(4,2:S2,S2)"\nreduction = "fold:clmul,clmul"\nvariant = "xmm"\n')
    with pytest.raises(GenError, match="not valid for"):
        plan_from_wisdom(w, parse_field("x^233+x^74+1"), get_target("pclmul"))
    with pytest.raises(GenError):
        tree_from_text("K2(4,2:1")
    with pytest.raises(GenError):
        tree_from_text("K3(7,3:S3,1)")


@pytest.mark.skipif(not host_supports(get_target("pclmul")), reason="needs PCLMULQDQ")
def test_measuring_candidates_in_one_process_ranks_them():
    field = parse_field("x^163+x^7+x^6+x^3+1")
    target = get_target("pclmul")
    plans = [fixed_plan(field, target, kara3(3, 1, school(1), school(1)), ReductionStrategy("quotient-first", ("shift", "shift")), "t"),
             fixed_plan(field, target, school(3), ReductionStrategy("fold", ("shift", "shift")), "t")]
    measured = measure_plans(field, plans)
    assert [m.plan for m in measured] == plans and all(m.ticks > 0 for m in measured)


# -- ring plans: measured thresholds as [[ring]] wisdom -----------------------------------------------
def test_ring_wisdom_round_trips_and_reproduces_the_recorded_plan(tmp_path):
    ring, target, wisdom = parse_ring("x^5000-1"), get_target("avx2"), tmp_path / "w.toml"
    record_ring(wisdom, ring, target, RecursionPlan(ring.words, 7, 0.0, toom_min=40))
    text = wisdom.read_text()
    record_ring(wisdom, ring, target, RecursionPlan(ring.words, 7, 0.0, toom_min=40))
    assert wisdom.read_text() == text  # deterministic: re-recording changes nothing
    found = thresholds_from_wisdom(wisdom, ring, target)
    assert (found.base_max, found.toom_min) == (7, 40)
    from_wisdom = gen.generate(ring, "avx2", wisdom=wisdom, profile=False)
    forced = gen.generate(ring, "avx2", base_max=7, toom_min=40, profile=False)
    assert from_wisdom.files == forced.files and "wisdom w.toml" in from_wisdom.design.plan_source
    assert gen.generate(ring, "pclmul", wisdom=wisdom).design.plan_source.startswith("DP")  # no entry for pclmul


def test_field_and_ring_wisdom_share_a_file_without_losing_entries(tmp_path):
    wisdom, field, target = tmp_path / "w.toml", parse_field("x^12+x^3+1"), get_target("avx2")
    record(wisdom, fixed_plan(field, target, school(1), ReductionStrategy("quotient-first", ("shift", "shift")), "test"))
    record_ring(wisdom, parse_ring("x^700-1"), target, RecursionPlan(11, 4, 0.0))
    record(wisdom, fixed_plan(field, target, school(1), ReductionStrategy("fold", ("shift",)), "test"))
    plans, rings = read_table(wisdom, PLAN_TABLE), read_table(wisdom, RING_TABLE)
    assert len(plans) == 1 and plans[0]["reduction"] == "fold:shift"
    assert rings == [{"ring": "x^700-1", "isa": "avx2", **host_identity(), "base_max": 4, "toom_min": 0}]


def _as_other_host(path: Path, table, **identity: str) -> None:
    """Rewrite every entry of `table` as if measured on another host."""
    write_table(path, table, [{**e, **identity} for e in read_table(path, table)])


OTHER_CPU = {"cpu": "AMD EPYC", "cpu_id": "AuthenticAMD-26-2-1", "cpu_flags": "avx2 avx512f gfni vpclmulqdq"}


def test_wisdom_from_another_cpu_is_kept_beside_this_hosts_and_is_not_this_host(tmp_path):
    wisdom, ring, target = tmp_path / "w.toml", parse_ring("x^5000-1"), get_target("avx2")
    record_ring(wisdom, ring, target, RecursionPlan(ring.words, 7, 0.0, toom_min=40))
    _as_other_host(wisdom, RING_TABLE, **OTHER_CPU)  # same model name, another CPU id: not this host
    assert thresholds_from_wisdom(wisdom, ring, target).where.startswith("AMD EPYC (AuthenticAMD-26-2-1")
    record_ring(wisdom, ring, target, RecursionPlan(ring.words, 5, 0.0))
    rows = read_table(wisdom, RING_TABLE)
    assert [(r["cpu_id"], r["base_max"]) for r in rows] == [("AuthenticAMD-26-2-1", 7), (host_identity()["cpu_id"], 5)]
    found = thresholds_from_wisdom(wisdom, ring, target)
    assert (found.base_max, found.toom_min, found.where) == (5, None, "this host")  # the newest entry is used
    record_ring(wisdom, ring, target, RecursionPlan(ring.words, 6, 0.0))  # this host again: replaces its own
    assert [r["base_max"] for r in read_table(wisdom, RING_TABLE)] == [7, 6]


def test_wisdom_lookup_takes_the_newest_entry_whichever_host_reads_it(tmp_path):
    wisdom, field, target = tmp_path / "w.toml", parse_field("x^12+x^3+1"), get_target("avx2")
    record(wisdom, fixed_plan(field, target, school(1), ReductionStrategy("fold", ("shift",)), "test"))
    _as_other_host(wisdom, PLAN_TABLE, **OTHER_CPU)
    record(wisdom, fixed_plan(field, target, school(1), ReductionStrategy("quotient-first", ("shift", "shift")), "test"))
    _as_other_host(wisdom, PLAN_TABLE, cpu_id="GenuineIntel-6-143-8")  # both entries now from other CPUs
    rows = read_table(wisdom, PLAN_TABLE)
    assert len(rows) == 2 and rows[-1]["reduction"] == "quotient-first:shift,shift"
    plan = plan_from_wisdom(wisdom, field, target)
    assert plan.reduction == ReductionStrategy("quotient-first", ("shift", "shift"))
    assert "this host" not in plan.solver and "GenuineIntel-6-143-8" in plan.solver


def test_wisdom_entries_from_before_cpu_ids_still_plan_and_match_no_host(tmp_path):
    wisdom, ring, target = tmp_path / "w.toml", parse_ring("x^5000-1"), get_target("avx2")
    record_ring(wisdom, ring, target, RecursionPlan(ring.words, 7, 0.0, toom_min=40))
    legacy = [{k: v for k, v in e.items() if k not in ("cpu_id", "cpu_flags")} for e in read_table(wisdom, RING_TABLE)]
    write_table(wisdom, RING_TABLE, legacy)
    assert "cpu_id" not in wisdom.read_text()
    assert thresholds_from_wisdom(wisdom, ring, target).where.endswith(f"(CPU id not recorded), {legacy[0]['compiler']}")
    record_ring(wisdom, ring, target, RecursionPlan(ring.words, 5, 0.0))  # kept beside, not replaced
    assert [r["base_max"] for r in read_table(wisdom, RING_TABLE)] == [7, 5]


def test_the_project_wisdom_keeps_one_entry_per_kernel_so_emitted_does_not_depend_on_the_host():
    """gen --all reads configs/wisdom.toml the same way on every host: each (kernel, ISA) has one entry
    there today; when a second CPU's entry is added, the newer one plans emitted/ everywhere."""
    tables = read_file(find_project(start=Path(__file__).parent).wisdom)
    keys = {"plan": "field", "batch": "field", "ring": "ring", "modq": "ring"}
    for name, rows in tables.items():
        seen = [(r[keys[name]], r["isa"]) for r in rows]
        assert len(seen) == len(set(seen)), f"[[{name}]] has two entries for one kernel; lookup takes the newest"


def test_ring_candidates_are_distinct_and_span_toom_depths():
    plans = candidate_recursions(get_target("avx2"), 277, 8)
    assert len({shape(p) for p in plans}) == len(plans) == 8
    assert {0, 1} <= {toom_depth(p) for p in plans}
    assert [p.cost for p in plans] == sorted(p.cost for p in plans)


@pytest.mark.skipif(not host_supports(get_target("avx2")), reason="host cannot run avx2")
def test_tuning_a_ring_times_every_candidate_and_records_the_winner(tmp_path):
    ring, target, wisdom = parse_ring("x^3000-1"), get_target("avx2"), tmp_path / "w.toml"
    results = tune_ring(ring, target, wisdom, functools.partial(candidate_files, ring, target), k=3)
    assert len(results) == 3 and all(r.ticks > 0 for r in results)
    found = thresholds_from_wisdom(wisdom, ring, target)
    assert (found.base_max, found.toom_min) == (results[0].plan.base_max, results[0].plan.toom_min)


@pytest.mark.skipif(not host_supports(get_target("avx2")), reason="host cannot run avx2")
def test_ring_tuning_refuses_a_candidate_whose_product_differs():
    ring, target = parse_ring("x^700-1"), get_target("avx2")
    plans = candidate_recursions(target, ring.words, 2)

    def emit_with_planted_bug(name, plan):
        files = candidate_files(ring, target, name, plan)
        if name == "cand1":  # the product's lowest bit flipped, after the real product
            c = files["cand1.c"].replace("void cand1_clmul_scratch(", "static void real_clmul_scratch(", 1)
            c = c.replace("    cand1_clmul_scratch(c, a, b, scratch);", "    real_clmul_scratch(c, a, b, scratch);")
            files["cand1.c"] = c + ("void cand1_clmul_scratch(uint64_t c[CAND1_CLMUL_WORDS], const uint64_t a[CAND1_WORDS],"
                                    " const uint64_t b[CAND1_WORDS], uint64_t scratch[CAND1_SCRATCH_WORDS])\n{\n"
                                    "    real_clmul_scratch(c, a, b, scratch);\n    c[0] ^= 1;\n}\n")
        return files

    with pytest.raises(GenError, match="candidate 1 computes a different result"):
        measure_recursions(ring, target, plans, emit_with_planted_bug)


def test_the_tuning_driver_refuses_candidates_that_disagree():
    runs = ["R[0] = 1;", "R[1] = 1;", "R[2] = 2;"]
    differs = "    for (int k = 1; k < TUNE_K; k++)\n        if (R[k] != R[0])\n            return k;\n    return 0;"
    candidates = Candidates("static uint64_t R[3];", "    (void)seed;", runs, "R[0]", differs)
    with pytest.raises(GenError, match="candidate 2 computes a different result than candidate 0"):
        time_candidates(candidates, Timing(reps=3), [], "test driver")
    agreeing = Candidates("static uint64_t R[3];", "    (void)seed;", runs[:2], "R[0]", differs)
    assert len(time_candidates(agreeing, Timing(reps=3, calls=2, warm_each=True, warmup=1), [], "test driver")) == 2
