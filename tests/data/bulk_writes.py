"""Finds, by reading the code, every statement that writes rows without the ORM's unit of work
(Core insert/update/delete, dialect upserts, the ORM's bulk_* methods, SQL text that inserts,
updates or deletes): the writes the change feed's and the summaries' flush hooks never see.
Each is named by its file and function, with the table it writes when the code says which
(a mapped class, `X.__table__`, `table_of(X)`, or a name bound to one of them)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from data.models import Base

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("api", "data")
SKIPPED = ("data/migrations",)  # Alembic writes the schema, never rows the app watches
DML = {"insert", "update", "delete"}
BULK_METHODS = {"bulk_save_objects", "bulk_insert_mappings", "bulk_update_mappings"}
RAW_DML = re.compile(r"^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+\"?(\w+)", re.IGNORECASE)
TABLE_OF_CLASS = {
    mapper.class_.__name__: mapper.local_table.name for mapper in Base.registry.mappers
}


@dataclass(frozen=True)
class BulkWrite:
    path: str
    line: int
    function: str
    table: str | None  # None: the code does not say (a parameter, say)

    @property
    def site(self) -> str:
        return f"{self.path}::{self.function}"


def _sqlalchemy_aliases(tree: ast.Module) -> tuple[set[str], set[str]]:
    """Names bound to SQLAlchemy's DML constructors, and to SQLAlchemy modules."""
    constructors: set[str] = set()
    modules: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("sqlalchemy"):
            for alias in node.names:
                bound = alias.asname or alias.name
                (constructors if alias.name in DML else modules).add(bound)
        elif isinstance(node, ast.Import):
            modules |= {a.asname or a.name for a in node.names if a.name.startswith("sqlalchemy")}
    return constructors, modules


class _Scanner(ast.NodeVisitor):
    def __init__(self, path: str, tree: ast.Module) -> None:
        self.path = path
        self.constructors, self.modules = _sqlalchemy_aliases(tree)
        self.found: list[BulkWrite] = []
        self.scopes: list[dict[str, ast.expr | None]] = [self._bindings(tree.body)]
        self.names: list[str] = ["<module>"]

    @staticmethod
    def _bindings(
        body: list[ast.stmt], params: ast.arguments | None = None
    ) -> dict[str, ast.expr | None]:
        """The names a scope assigns (to what), not looking into the scopes it defines;
        parameters are bound to what the code does not say (None)."""
        bound: dict[str, ast.expr | None] = {}
        if params is not None:
            every = [*params.posonlyargs, *params.args, *params.kwonlyargs]
            bound |= {a.arg: None for a in (*every, params.vararg, params.kwarg) if a}
        pending: list[ast.AST] = list(body)
        while pending:
            node = pending.pop()
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
                continue
            pending.extend(ast.iter_child_nodes(node))
            if not isinstance(node, ast.Assign):
                continue
            for target in node.targets:
                if isinstance(target, ast.Name):
                    bound[target.id] = node.value
                elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                    for name, value in zip(target.elts, node.value.elts, strict=False):
                        if isinstance(name, ast.Name):
                            bound[name.id] = value
        return bound

    def _bound(self, name: str) -> ast.expr | None:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        return None

    def table(self, expr: ast.expr, depth: int = 0) -> str | None:
        if depth > 5:
            return None
        if isinstance(expr, ast.Name):
            if expr.id in TABLE_OF_CLASS:
                return TABLE_OF_CLASS[expr.id]
            bound = self._bound(expr.id)
            return None if bound is None else self.table(bound, depth + 1)
        if isinstance(expr, ast.Attribute) and expr.attr == "__table__":
            return self.table(expr.value, depth + 1)
        if isinstance(expr, ast.Call) and expr.args:
            if isinstance(expr.func, ast.Name) and expr.func.id == "Table":
                first = expr.args[0]
                return first.value if isinstance(first, ast.Constant) else None
            return self.table(expr.args[-1], depth + 1)  # table_of(X), cast(Table, X)
        return None

    def _is_constructor(self, func: ast.expr, depth: int = 0) -> bool:
        if isinstance(func, ast.IfExp):  # insert = postgresql.insert if ... else sqlite.insert
            return any(self._is_constructor(f, depth) for f in (func.body, func.orelse))
        if isinstance(func, ast.Name):
            if func.id in self.constructors:
                return True
            bound = self._bound(func.id)
            return bound is not None and depth < 5 and self._is_constructor(bound, depth + 1)
        return (
            isinstance(func, ast.Attribute)
            and func.attr in DML
            and isinstance(func.value, ast.Name)
            and func.value.id in self.modules
        )

    def _add(self, node: ast.AST, table: str | None) -> None:
        line = getattr(node, "lineno", 0)
        self.found.append(BulkWrite(self.path, line, ".".join(self.names[1:]) or "<module>", table))

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self.scopes.append(self._bindings(node.body, node.args))
        self.names.append(node.name)
        self.generic_visit(node)
        self.names.pop()
        self.scopes.pop()

    visit_FunctionDef = _function
    visit_AsyncFunctionDef = _function

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.names.append(node.name)
        self.generic_visit(node)
        self.names.pop()

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if self._is_constructor(func) and node.args:
            self._add(node, self.table(node.args[0]))
        elif isinstance(func, ast.Attribute):
            if func.attr in DML and not node.args and not node.keywords:  # table.insert()
                self._add(node, self.table(func.value))
            elif func.attr in BULK_METHODS:
                self._add(node, self.table(node.args[0]) if node.args else None)
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str) and (raw := RAW_DML.match(node.value)):
            self._add(node, raw.group(1))


def scan(path: str, source: str) -> list[BulkWrite]:
    tree = ast.parse(source, path)
    scanner = _Scanner(path, tree)
    scanner.visit(tree)
    return scanner.found


def bulk_writes() -> Iterator[BulkWrite]:
    for package in SCANNED:
        for file in sorted((ROOT / package).rglob("*.py")):
            path = file.relative_to(ROOT).as_posix()
            if not path.startswith(SKIPPED):
                yield from scan(path, file.read_text(encoding="utf-8"))
