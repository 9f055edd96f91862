"""A non-editable install works: the wheel carries every module, the templates, the cost tables and
harness_c/, verifies a kernel from anywhere, and `gen --all` works on a project named with --project
(or the one the user stands in), never on the installed package."""
from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_pyproject_lists_every_package():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "gen").rglob("__init__.py")}
    assert listed == found | {"gen.harness_c"}


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The package built as a wheel and installed (no dependencies: they are this Python's) into a directory."""
    work = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w",
                    str(work / "dist"), str(ROOT)], check=True, capture_output=True, timeout=600)
    (wheel,) = (work / "dist").glob("gen-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for path in (ROOT / "gen").rglob("*.py"):
        assert path.relative_to(ROOT).as_posix() in names, path
    for path in (ROOT / "harness_c").rglob("*"):
        if path.is_file() and path.suffix in (".c", ".h", ".ld"):
            assert f"gen/harness_c/{path.relative_to(ROOT / 'harness_c').as_posix()}" in names, path
    assert any(n.startswith("gen/templates/") for n in names) and "gen/isa/costs/common.toml" in names
    target = work / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(wheel)],
                   check=True, capture_output=True, timeout=600)
    return target


def run_installed(site: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(site)}
    env.pop("GEN_HARNESS_DIR", None)
    return subprocess.run([sys.executable, "-m", "gen", *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=600)


def test_an_installed_wheel_verifies_a_kernel_outside_any_checkout(installed, tmp_path):
    probe = run_installed(installed, tmp_path, "--version")
    assert probe.returncode == 0
    where = subprocess.run([sys.executable, "-c", "import gen.check.driver as d; print(d.HARNESS_DIR)"], cwd=tmp_path,
                           env={**os.environ, "PYTHONPATH": str(installed)}, capture_output=True, text=True)
    assert where.stdout.strip() == str(installed / "gen" / "harness_c")
    r = run_installed(installed, tmp_path, "--field", "x^4+x+1", "--isa", "c64", "--no-bench")
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "gen-out" / "gf2_4" / "c64" / "gf2_4.h").is_file() and "exhaustive" in r.stdout


def test_gen_all_needs_a_project_and_works_on_the_one_named(installed, tmp_path):
    r = run_installed(installed, tmp_path, "--all", "--check", "--isa", "c64")
    assert r.returncode == 2 and "no gen project here" in r.stderr
    r = run_installed(installed, tmp_path, "--all", "--check", "--isa", "c64", "--project", str(ROOT))
    assert r.returncode == 0 and "up to date" in r.stdout, r.stderr
    r = run_installed(installed, ROOT / "configs", "--all", "--check", "--isa", "c64")  # found from a subdirectory
    assert r.returncode == 0 and "up to date" in r.stdout, r.stderr
