"""The architecture holds: no import cycles, every module imports on its own, no private names across
modules, imports at the top (a stated reason otherwise), no family dispatch outside the families,
and ISA facts only in gen/isa."""
from __future__ import annotations

import ast
import random
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GEN = ROOT / "gen"
ISA_NAMES = ("c64", "c32", "pclmul", "avx2", "avx2-vpclmul", "avx2-gfni", "avx512", "neon", "neon-sha3",
             "neon-nopmull", "rv64-zbc", "rvv-zvbc", "cortex-m4")
FAMILY_NAMES = ("field", "ring", "tower", "matrix", "batch")
# the layers that must never ask which family a kernel is: they call gen.family.Family
GENERIC = ("cli.py", "pipeline.py", "project.py", "abi.py", "family.py", "naming.py", "guard.py", "check/ct.py",
           "check/driver.py", "check/counts.py")


def modules() -> dict[str, Path]:
    out = {}
    for path in sorted(GEN.rglob("*.py")):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        out[name.removesuffix(".__init__")] = path
    return out


MODULES = modules()


def trees() -> dict[str, ast.Module]:
    return {name: ast.parse(path.read_text()) for name, path in MODULES.items()}


def imported(module: str, node: ast.ImportFrom) -> list[str]:
    """The gen modules an `from ... import ...` statement names (a submodule, else the package)."""
    package = module if MODULES[module].name == "__init__.py" else module.rsplit(".", 1)[0]
    if node.level:
        parts = package.split(".")
        base = ".".join(parts[:len(parts) - node.level + 1] + ([node.module] if node.module else []))
    else:
        base = node.module or ""
    return [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names
            if f"{base}.{a.name}" in MODULES or base in MODULES]


def graph() -> dict[str, set[str]]:
    g: dict[str, set[str]] = defaultdict(set)
    for name, tree in trees().items():
        for node in tree.body:
            if isinstance(node, ast.ImportFrom) and node.module != "__future__":
                g[name] |= set(imported(name, node)) - {name}
            elif isinstance(node, ast.Import):
                g[name] |= {a.name for a in node.names if a.name in MODULES}
    return g


def test_the_module_graph_has_no_cycle():
    g, state, stack = graph(), {}, []

    def visit(v: str) -> None:
        state[v] = "open"
        stack.append(v)
        for w in sorted(g[v]):
            if state.get(w) == "open":
                cycle = stack[stack.index(w):] + [w]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if w not in state:
                visit(w)
        stack.pop()
        state[v] = "done"

    for v in sorted(MODULES):
        if v not in state:
            visit(v)


# imports every module named on the command line, each on its own: the third-party modules gen uses are
# imported first (they cannot close a cycle among gen's modules), then one forked child per gen module imports
# it into an interpreter where no gen module is loaded yet; a fresh interpreter per module did the same in 2 min
ALONE = """\
import importlib, os, sys, traceback
for dependency in sys.argv[1].split(","):
    try:
        importlib.import_module(dependency)
    except ImportError:
        pass
assert not [m for m in sys.modules if m == "gen" or m.startswith("gen.")], "a dependency imported gen"
failed = 0
for name in sys.argv[2:]:
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        try:
            importlib.import_module(name)
        except BaseException:
            traceback.print_exc()
            sys.stderr.flush()
            os._exit(1)
        os._exit(0)
    if os.waitpid(pid, 0)[1] != 0:
        print(f"{name} does not import on its own", file=sys.stderr)
        failed += 1
sys.exit(1 if failed else 0)
"""


def third_party_imports() -> list[str]:
    """The top-level modules outside gen that gen's modules import."""
    names = set()
    for tree in trees().values():
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names.add(node.module.split(".")[0])
    return sorted(names - {"gen", "__future__"})


def test_every_module_imports_on_its_own_and_in_any_order():
    names = [n for n in MODULES if n != "gen.__main__"]
    orders = [names, names[::-1], random.Random(15).sample(names, len(names))]
    script = "import importlib, sys\nfor m in sys.argv[1:]:\n    importlib.import_module(m)\n"
    for order in orders:
        r = subprocess.run([sys.executable, "-c", script, *order], capture_output=True, text=True, cwd=ROOT)
        assert r.returncode == 0, r.stderr[-2000:]
    r = subprocess.run([sys.executable, "-c", ALONE, ",".join(third_party_imports()), *names], capture_output=True,
                       text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-3000:]


def test_a_module_that_needs_another_to_be_imported_first_is_caught(tmp_path):
    """The per-module check fails for a module that works only after another one was imported."""
    package = tmp_path / "gen"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "registry.py").write_text("KINDS = {}\n")
    (package / "first.py").write_text("from gen import registry\nregistry.KINDS['first'] = 1\n")
    (package / "second.py").write_text("from gen import registry\nassert 'first' in registry.KINDS\n")
    order = ["gen.first", "gen.second"]
    assert subprocess.run([sys.executable, "-c", "import gen.first, gen.second"], cwd=tmp_path).returncode == 0
    r = subprocess.run([sys.executable, "-c", ALONE, "json", *order], capture_output=True, text=True, cwd=tmp_path)
    assert r.returncode == 1 and "gen.second does not import on its own" in r.stderr


def test_imports_are_at_the_top_unless_a_comment_says_why():
    for name, tree in trees().items():
        lines = MODULES[name].read_text().splitlines()
        for fn in (n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
            for node in ast.walk(fn):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    before = lines[node.lineno - 2].strip() if node.lineno > 1 else ""
                    assert before.startswith("#") or "#" in lines[node.lineno - 1], \
                        f"{name}:{node.lineno}: an import inside {fn.name} without a comment saying why"


def test_no_private_name_is_used_across_modules():
    for name, tree in trees().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module != "__future__" and (node.level or
                                                                                    (node.module or "").startswith("gen")):
                private = [a.name for a in node.names if a.name.startswith("_") and not a.name.startswith("__")]
                assert not private, f"{name}:{node.lineno}: imports private {private}"
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
                if isinstance(node.value, ast.Name) and node.value.id in {"pipeline", "harness", "ct", "emit", "cli"}:
                    pytest.fail(f"{name}:{node.lineno}: uses {node.value.id}.{node.attr}")


def test_no_family_dispatch_by_attributes_kind_strings_or_header_text():
    """The generic layers never ask which family a kernel is; nothing in gen/ asks an object which
    attributes it has; no one searches emitted text to find out what a kernel is."""
    for name, path in MODULES.items():
        text = path.read_text()
        code = "\n".join(line.split("#", 1)[0] for line in text.splitlines())
        assert not re.search(r"\bhasattr\(|\bgetattr\(", code), f"{name}: attribute checks"
        assert not re.search(r"""["']_(inv|mul_sparse|gf16m_mul|mul_n)\(["']""", code), f"{name}: header-text search"
        if str(path.relative_to(GEN)) in GENERIC:
            literals = {n.value for n in ast.walk(ast.parse(text)) if isinstance(n, ast.Constant)
                        and isinstance(n.value, str)}
            assert not literals & set(FAMILY_NAMES), f"{name}: names a family: {literals & set(FAMILY_NAMES)}"


def test_isa_names_appear_only_in_gen_isa():
    """Every ISA list, width and spelling lives in gen/isa: the rest of gen/ never compares with an ISA's name."""
    for name, path in MODULES.items():
        if name.startswith("gen.isa"):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Compare):
                for c in ast.walk(node):
                    assert not (isinstance(c, ast.Constant) and c.value in ISA_NAMES), \
                        f"{name}:{node.lineno}: compares with the ISA name {c.value!r}"


def test_adding_a_family_is_one_registry_line():
    """The registry is the only module that lists the families; the CLI's request flags come from them."""
    from gen.families import FAMILIES, cli_flags

    registry = (GEN / "families" / "__init__.py").read_text()
    assert re.search(r"FAMILIES: dict\[str, Family\] = \{f\.name: f for f in \(FIELD, RING, TOWER, MATRIX, MODQ, LINALG\)\}", registry)
    assert {f.name for f in cli_flags()} == {fl.name for fam in FAMILIES.values() for fl in fam.flags}
    for fam in FAMILIES.values():
        assert fam.flags and fam.example.startswith(f"--{fam.flags[0].name}")
