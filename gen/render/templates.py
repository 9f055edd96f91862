"""The Jinja2 environment every family renders its file skeletons with, and the final tidy pass."""
from __future__ import annotations

import functools
from pathlib import Path

import jinja2

TEMPLATE_DIR = Path(__file__).resolve().parent.parent / "templates"


@functools.lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    """Strict (undefined names fail), no autoescape, blocks trimmed."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATE_DIR)),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )
    env.filters["format_defined"] = lambda macro: f"defined({macro})"
    return env


def render_files(templates: dict[str, str], context: dict) -> dict[str, str]:
    """File name -> tidy text, each rendered from its template with `context` (is_header: .h or not)."""
    env = environment()
    return {name: tidy(env.get_template(template).render(is_header=name.endswith(".h"), **context))
            for name, template in templates.items()}


def tidy(text: str) -> str:
    """Collapse runs of blank lines left by template conditionals; end with one newline."""
    out: list[str] = []
    for line in text.splitlines():
        line = line.rstrip()
        if line == "" and out and out[-1] == "":
            continue
        out.append(line)
    return "\n".join(out).strip("\n") + "\n"
