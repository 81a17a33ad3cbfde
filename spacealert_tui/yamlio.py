"""The one way the project reads YAML the user wrote (records, mission files).

PyYAML's safe loader still lets through what a hand-written file should never hold
and what turns into a traceback or a hang: aliases expanding without end (a few hundred
bytes of nested aliases make billions of items), explicit tags (`!!int abc`), dates
that do not exist, integers of thousands of digits, nesting deep enough to exhaust
the stack, duplicate keys, control characters. `load_yaml` refuses each of them
with a `UserError` naming the file, the line and the field, and gives back
mappings and lists that remember the line of each of their items.
"""
from __future__ import annotations

import re
from typing import Any

import yaml

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import N_, _

#: Far deeper than any record or mission file, far shallower than the stack.
MAX_DEPTH = 40
#: Values the aliases may add once expanded (what is written out in full is bounded by
#: the file's size, `fileio.MAX_INPUT_BYTES`): a game record has none.
MAX_NODES = 20_000
#: Digits in a number: seeds and times need a handful.
MAX_DIGITS = 30
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ufffe\uffff]")
#: Messages said in several places (translated where raised).
TOO_MANY = N_("the aliases (*name) expand to more than {n} values")
TOO_DEEP = N_("nested more than {n} levels deep")
NO_TAGS = N_("explicit tags ({tag}) are not allowed")
INVALID = N_("invalid YAML: {problem}")
_KEY = re.compile(r"\s*(?:-\s+)?([A-Za-z_][\w.-]*)\s*:(?:\s|$)")
_NUMBERISH = re.compile(r"[-+]?[0-9][0-9_]*")


class YamlMap(dict):
    """A YAML mapping that remembers the line of each key (1-based)."""

    line: int = 0
    lines: dict

    def line_of(self, key: Any) -> int:
        return self.lines.get(key, self.line)


class YamlSeq(list):
    """A YAML sequence that remembers the line of each item (1-based)."""

    lines: list[int]


# What was loaded can be written back: the safe dumpers write these as the plain
# mapping and list they are (a record read from a file is saved again by the app).
for _dumper in {yaml.SafeDumper, getattr(yaml, "CSafeDumper", yaml.SafeDumper)}:
    _dumper.add_representer(YamlMap, yaml.representer.SafeRepresenter.represent_dict)
    _dumper.add_representer(YamlSeq, yaml.representer.SafeRepresenter.represent_list)


class _Resolver(yaml.resolver.Resolver):
    """The safe resolver without timestamps: a date-like word is text (a title can
    be "2026-02-30"); nothing in the project reads a date from YAML."""


_Resolver.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.resolver.Resolver.yaml_implicit_resolvers.items()
}

if yaml.__with_libyaml__:  # libyaml's parser, when PyYAML was built with it
    from yaml._yaml import CParser

    class _Loader(CParser, yaml.constructor.SafeConstructor, _Resolver):
        """libyaml's parser, the safe constructor, the resolver without timestamps."""

        def __init__(self, stream: str) -> None:
            CParser.__init__(self, stream)
            yaml.constructor.SafeConstructor.__init__(self)
            _Resolver.__init__(self)
else:  # pragma: no cover - PyYAML without libyaml
    class _Loader(yaml.reader.Reader, yaml.scanner.Scanner, yaml.parser.Parser,  # type: ignore[no-redef]
                  yaml.composer.Composer, yaml.constructor.SafeConstructor, _Resolver):
        def __init__(self, stream: str) -> None:
            yaml.reader.Reader.__init__(self, stream)
            yaml.scanner.Scanner.__init__(self)
            yaml.parser.Parser.__init__(self)
            yaml.composer.Composer.__init__(self)
            yaml.constructor.SafeConstructor.__init__(self)
            _Resolver.__init__(self)


def _construct_mapping(loader: Any, node: yaml.MappingNode) -> YamlMap:
    result = YamlMap()
    result.line = node.start_mark.line + 1
    result.lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        result[key] = loader.construct_object(value_node, deep=True)
        result.lines[key] = key_node.start_mark.line + 1
    return result


def _construct_sequence(loader: Any, node: yaml.SequenceNode) -> YamlSeq:
    result = YamlSeq(loader.construct_object(child, deep=True) for child in node.value)
    result.lines = [child.start_mark.line + 1 for child in node.value]
    return result


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)

_PLAIN_TAGS = {"tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
               "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null"}


def _tag(tag: str) -> str:
    return printable(tag.replace("tag:yaml.org,2002:", "!!"))


def printable(text: str) -> str:
    """`text` with newlines, escape codes and other control characters shown escaped."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _path_text(path: list[Any]) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _key_on_line(text: str, line: int) -> str | None:
    """The key written on `line`, for errors the parser finds before any field is known."""
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return None
    match = _KEY.match(lines[line - 1])
    return match[1] if match else None


class _Checker:
    """Walks the composed nodes before anything is built: refuses nesting too deep,
    aliases that expand too far or into themselves, explicit tags, duplicate keys and
    numbers too long to convert. Each node is checked once, however often it is aliased."""

    def __init__(self, loader: Any, name: str) -> None:
        self.loader, self.name = loader, name
        self.shape: dict[int, tuple[int, int]] = {}   # id(node) -> (expanded size, height)
        self.open: set[int] = set()                   # the nodes being walked: an alias to one is a loop
        self.aliased = 0                              # values the aliases add, once expanded

    def fail(self, message: str, node: yaml.Node, path: list[Any]) -> UserError:
        return UserError(message, file=self.name, line=node.start_mark.line + 1,
                         field=_path_text(path) or None)

    def check(self, root: yaml.Node) -> None:
        self.walk(root, [])

    def walk(self, node: yaml.Node, path: list[Any]) -> tuple[int, int]:
        """(expanded size, height) of `node`, checking it the first time it is met."""
        known = self.shape.get(id(node))
        if known is None:
            if id(node) in self.open:
                raise self.fail(_("an alias (*name) inside its own anchor (&name)"), node, path)
            if len(path) > MAX_DEPTH:
                raise self.fail(_(TOO_DEEP).format(n=MAX_DEPTH), node, path)
            self.open.add(id(node))
            known = self.first_walk(node, path)
            self.open.discard(id(node))
            self.shape[id(node)] = known
        else:
            # met again: an alias. Only what aliases add counts against MAX_NODES, so a big
            # file written out in full (a 3.9 MB record) is never taken for an alias bomb
            self.aliased += known[0]
            if self.aliased > MAX_NODES:
                raise self.fail(_(TOO_MANY).format(n=MAX_NODES), node, path)
        size, height = known
        if len(path) + height > MAX_DEPTH:
            raise self.fail(_("nested more than {n} levels deep (through an alias)").format(n=MAX_DEPTH), node, path)
        return known

    def first_walk(self, node: yaml.Node, path: list[Any]) -> tuple[int, int]:
        if isinstance(node, yaml.ScalarNode):
            self.scalar(node, path)
            return 1, 0
        children: list[tuple[yaml.Node, list[Any]]]
        if isinstance(node, yaml.SequenceNode):
            self.expect_tag(node, yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, path)
            children = [(child, [*path, i]) for i, child in enumerate(node.value)]
        elif isinstance(node, yaml.MappingNode):
            self.expect_tag(node, yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, path)
            children = self.mapping(node, path)
        else:  # pragma: no cover - PyYAML has no other node
            raise self.fail(_("not a YAML value"), node, path)
        size, height = 1, 0
        for child, child_path in children:
            child_size, child_height = self.walk(child, child_path)
            size, height = size + child_size, max(height, child_height + 1)
        return size, height

    def expect_tag(self, node: yaml.Node, tag: str, path: list[Any]) -> None:
        if node.tag != tag:
            raise self.fail(_(NO_TAGS).format(tag=_tag(node.tag)), node, path)

    def scalar(self, node: yaml.ScalarNode, path: list[Any]) -> None:
        implicit = self.loader.resolve(yaml.ScalarNode, node.value, (True, False))
        expected = implicit if node.style in (None, "") else "tag:yaml.org,2002:str"
        if node.tag != expected or node.tag not in _PLAIN_TAGS:
            raise self.fail(_(NO_TAGS).format(tag=_tag(node.tag)), node, path)
        if node.tag in ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float"):
            digits = sum(c.isdigit() for c in node.value)
            if digits > MAX_DIGITS:
                raise self.fail(_("a number of {digits} digits (at most {n})").format(digits=digits, n=MAX_DIGITS),
                                node, path)

    def mapping(self, node: yaml.MappingNode, path: list[Any]) -> list[tuple[yaml.Node, list[Any]]]:
        keys: set[Any] = set()
        children = []
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise self.fail(_("a key must be a plain word, not a list or a mapping"), key_node, path)
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise self.fail(_("merge keys (<<) are not allowed"), key_node, path)
            self.scalar(key_node, path)
            key = self.loader.construct_object(key_node)
            if key in keys:
                raise self.fail(_("duplicate key {key}").format(key=repr(printable(str(key)))), key_node,
                                [*path, key])
            keys.add(key)
            children.append((value_node, [*path, key]))
        return children


def load_yaml(text: str, name: str) -> tuple[Any, yaml.Node | None]:
    """The document in `text` (mappings as `YamlMap`, lists as `YamlSeq`) and its root
    node; any problem raises `UserError` naming `name`, the line and the field."""
    bad = _CONTROL.search(text)
    if bad:
        line = text.count("\n", 0, bad.start()) + 1
        raise UserError(_("control character U+{code:04X} is not allowed in YAML").format(code=ord(bad[0])),
                        file=name, line=line, field=_key_on_line(text, line))
    loader = _Loader(text)
    try:
        try:
            node = loader.get_single_node()
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark or exc.context_mark
            problem = exc.problem or exc.context or "invalid YAML"
            if exc.context and exc.context_mark and exc.problem_mark and exc.context_mark != exc.problem_mark:
                problem += f" ({exc.context} on line {exc.context_mark.line + 1})"
            line = mark.line + 1 if mark else 1
            # the field: the key where the broken construct opened ("while parsing a flow
            # sequence" on line 1), else the key on the line of the problem
            field = _key_on_line(text, exc.context_mark.line + 1) if exc.context_mark else None
            raise UserError(_(INVALID).format(problem=printable(problem)), file=name, line=line,
                            field=field or _key_on_line(text, line)) from None
        except yaml.YAMLError as exc:
            raise UserError(_(INVALID).format(problem=printable(str(exc).splitlines()[0])), file=name,
                            line=1) from None
        except RecursionError:
            raise UserError(_(TOO_DEEP).format(n=MAX_DEPTH), file=name, line=1) from None
        if node is None:
            return None, None
        _Checker(loader, name).check(node)
        try:
            return loader.construct_document(node), node
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark or exc.context_mark
            line = mark.line + 1 if mark else 1
            raise UserError(_(INVALID).format(problem=printable(exc.problem or _("cannot read this value"))),
                            file=name, line=line, field=_key_on_line(text, line)) from None
        except (ValueError, TypeError, OverflowError, RecursionError) as exc:
            raise UserError(_(INVALID).format(problem=printable(str(exc))), file=name, line=1) from None
    finally:
        loader.dispose()
