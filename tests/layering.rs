//! The server's modules form layers, and no import runs back up: read from the `crate::` and
//! `super::` paths of every file under `src/` (use declarations and paths written inline),
//! this test fails on
//! - an import of a module that stands later in [`LAYERS`] than the importing one,
//! - a top-level module missing from [`LAYERS`] (a new module must be given its place),
//! - a circle of imports between two folders inside one module (files of one folder may
//!   call each other; folders may not).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The top-level modules of `src/`, from the ground up, with their layers. A module may use
/// the ones before it, never one after it.
const LAYERS: &[(&str, &[&str])] = &[
    ("rules", &["engine", "games"]),
    (
        "domain without storage",
        &[
            "simulation",
            "i18n",
            "error",
            "limits",
            "config",
            "open_files",
            "timestamps",
            "auth",
            "hash_chain",
            "correspondence",
            "raster",
            "ratings",
        ],
    ),
    ("storage", &["store", "wake"]),
    ("the answers' shapes", &["resources", "presentation"]),
    ("the path of a move", &["play"]),
    (
        "services that react to entries",
        &["talk", "stream", "notify", "timers", "audit"],
    ),
    (
        "HTTP",
        &[
            "extract",
            "middleware",
            "connection",
            "routes",
            "openapi",
            "web",
        ],
    ),
    ("startup", &["startup", "telemetry"]),
];

/// A module's place in [`LAYERS`].
fn rank(module: &str) -> Option<usize> {
    LAYERS
        .iter()
        .flat_map(|(_, modules)| modules.iter())
        .position(|name| *name == module)
}

fn layer_of(module: &str) -> &'static str {
    LAYERS
        .iter()
        .find(|(_, modules)| modules.contains(&module))
        .map_or("?", |(layer, _)| layer)
}

fn source_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, as paths relative to `src/`.
fn rust_files(dir: &Path, root: &Path, files: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, root, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path.strip_prefix(root).expect("under src").to_path_buf());
        }
    }
}

/// The library's module path of a file: `play/seats.rs` → `[play, seats]`, `notify/mod.rs` →
/// `[notify]`. Binaries and the crate roots are not modules of the library.
fn module_path(file: &Path) -> Option<Vec<String>> {
    let parts: Vec<String> = file
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    if parts[0] == "bin" || parts == ["lib.rs"] || parts == ["main.rs"] {
        return None;
    }
    let mut path: Vec<String> = parts.clone();
    let last = path.pop().expect("a file name");
    if last != "mod.rs" {
        path.push(last.trim_end_matches(".rs").to_string());
    }
    Some(path)
}

/// The code of a file without comments, string and character literals, and `#[cfg(test)]`
/// modules (whose `super` is the file itself, and whose imports are the tests').
fn code_of(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut code = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            code.push(' ');
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !ident_before(&chars, i) {
            // A raw string: r"…", r#"…"#, …
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                code.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (0..hashes).all(|h| chars.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            code.push_str("\"\"");
            i = j;
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            code.push_str("\"\"");
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{1F600}'), or a lifetime ('a).
            if next == Some('\\') {
                let mut j = i + 2;
                while j < chars.len() && chars[j] != '\'' {
                    j += 1;
                }
                i = j + 1;
                code.push_str("' '");
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
                code.push_str("' '");
            } else {
                code.push(c);
                i += 1;
            }
        } else {
            code.push(c);
            i += 1;
        }
    }
    without_test_modules(&code)
}

fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

fn without_test_modules(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(start) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..start]);
        let after = &rest[start..];
        let Some(open) = after.find(['{', ';']) else {
            return out;
        };
        if after.as_bytes()[open] == b';' || !after[..open].contains("mod ") {
            // A test-only item that is not an inline module: keep it.
            out.push_str(&after[..open + 1]);
            rest = &after[open + 1..];
            continue;
        }
        let mut depth = 0;
        let mut end = after.len();
        for (index, byte) in after.bytes().enumerate().skip(open) {
            match byte {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = index + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// Reads use-trees and paths from `crate::` and `super::` on.
struct Paths<'a> {
    code: &'a [u8],
    at: usize,
}

impl Paths<'_> {
    fn skip_space(&mut self) {
        while self.at < self.code.len() && self.code[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
    }

    fn word(&mut self) -> Option<String> {
        self.skip_space();
        let start = self.at;
        if self.code.get(self.at) == Some(&b'*') {
            self.at += 1;
            return Some("*".into());
        }
        while self.at < self.code.len()
            && (self.code[self.at].is_ascii_alphanumeric() || self.code[self.at] == b'_')
        {
            self.at += 1;
        }
        (self.at > start).then(|| String::from_utf8_lossy(&self.code[start..self.at]).into())
    }

    fn eat(&mut self, text: &str) -> bool {
        self.skip_space();
        if self.code[self.at..].starts_with(text.as_bytes()) {
            self.at += text.len();
            true
        } else {
            false
        }
    }

    /// The paths of the tree at the cursor, each prefixed with `prefix`.
    fn tree(&mut self, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
        if self.eat("{") {
            loop {
                if self.eat("}") || self.at >= self.code.len() {
                    return;
                }
                if self.eat(",") {
                    continue;
                }
                let before = self.at;
                self.tree(prefix.clone(), out);
                if self.at == before {
                    self.at += 1;
                }
            }
        }
        let Some(word) = self.word() else {
            out.push(prefix);
            return;
        };
        let mut path = prefix;
        path.push(word);
        self.skip_space();
        if self.code[self.at..].starts_with(b"::<") || !self.eat("::") {
            out.push(path);
            return;
        }
        self.tree(path, out);
    }
}

/// The absolute module paths a file's code names through `crate::` or `super::`.
fn named_paths(code: &str, own: &[String]) -> Vec<Vec<String>> {
    let bytes = code.as_bytes();
    let mut found = Vec::new();
    for start in ["crate::", "super::"] {
        let mut from = 0;
        while let Some(offset) = code[from..].find(start) {
            let at = from + offset;
            from = at + start.len();
            let preceded = at > 0 && {
                let before = bytes[at - 1];
                before.is_ascii_alphanumeric() || before == b'_' || before == b':' || before == b'$'
            };
            if preceded {
                continue;
            }
            let mut base: Vec<String> = if start == "crate::" {
                Vec::new()
            } else {
                // `super` of `a/b.rs` is `a`; of `a/b/mod.rs` (module a::b) also `a`.
                let mut base = own.to_vec();
                base.pop();
                base
            };
            let mut paths = Paths {
                code: bytes,
                at: from,
            };
            while paths.code[paths.at..].starts_with(b"super::") {
                base.pop();
                paths.at += "super::".len();
            }
            let mut out = Vec::new();
            paths.tree(base, &mut out);
            found.extend(out);
        }
    }
    found
}

/// The file that defines the module a path names: the longest prefix that is a file.
fn file_of(path: &[String], root: &Path) -> Option<PathBuf> {
    (1..=path.len()).rev().find_map(|len| {
        let joined: PathBuf = path[..len].iter().collect();
        let file = joined.with_extension("rs");
        let module = joined.join("mod.rs");
        if root.join(&file).is_file() {
            Some(file)
        } else if root.join(&module).is_file() {
            Some(module)
        } else {
            None
        }
    })
}

/// The folder a file lives in, as the layering sees it: a file directly under `src/` stands
/// for itself, `play.rs` belongs with the modules of `play/`, and a game's folder is one
/// (its subfolders are parts of one rules flow).
fn folder_of(file: &Path) -> PathBuf {
    let parts: Vec<_> = file.iter().collect();
    if parts.len() > 3 && parts[0] == "games" {
        return parts[..2].iter().collect();
    }
    let parent = file.parent().unwrap_or(Path::new("")).to_path_buf();
    if file.file_name().is_some_and(|name| name == "mod.rs") {
        return parent;
    }
    let beside = file.with_extension("");
    let has_modules = fs::read_dir(source_root().join(&beside)).is_ok_and(|entries| {
        entries
            .flatten()
            .any(|entry| entry.path().extension().is_some_and(|e| e == "rs"))
    });
    if parent.as_os_str().is_empty() || has_modules {
        beside
    } else {
        parent
    }
}

struct Import {
    from: PathBuf,
    to: PathBuf,
    path: String,
}

fn imports() -> Vec<Import> {
    let root = source_root();
    let mut files = Vec::new();
    rust_files(&root, &root, &mut files);
    files.sort();
    let mut imports = Vec::new();
    for file in files {
        let Some(own) = module_path(&file) else {
            continue;
        };
        let text = fs::read_to_string(root.join(&file)).expect("a readable source file");
        for path in named_paths(&code_of(&text), &own) {
            if let Some(target) = file_of(&path, &root) {
                imports.push(Import {
                    from: file.clone(),
                    to: target,
                    path: path.join("::"),
                });
            }
        }
    }
    imports
}

fn top(file: &Path) -> String {
    let first = file.iter().next().expect("a path").to_string_lossy();
    first.trim_end_matches(".rs").to_string()
}

#[test]
fn every_module_has_a_layer() {
    let lib = fs::read_to_string(source_root().join("lib.rs")).expect("lib.rs");
    let declared: BTreeSet<String> = lib
        .lines()
        .filter_map(|line| line.trim().strip_prefix("pub mod "))
        .map(|name| name.trim_end_matches(';').to_string())
        .collect();
    let placed: BTreeSet<String> = LAYERS
        .iter()
        .flat_map(|(_, modules)| modules.iter().map(|m| m.to_string()))
        .collect();
    assert_eq!(
        declared, placed,
        "every module of lib.rs has its place in LAYERS, and LAYERS names no other"
    );
}

#[test]
fn no_import_runs_back_up() {
    let mut upward = Vec::new();
    let imports = imports();
    assert!(
        imports.len() > 500,
        "the imports are read ({} found)",
        imports.len()
    );
    for import in &imports {
        let (from, to) = (top(&import.from), top(&import.to));
        if from == to {
            continue;
        }
        let (Some(from_rank), Some(to_rank)) = (rank(&from), rank(&to)) else {
            upward.push(format!(
                "{} -> {}: a module without a layer",
                import.from.display(),
                import.path
            ));
            continue;
        };
        if to_rank > from_rank {
            upward.push(format!(
                "{} ({}) -> crate::{} ({})",
                import.from.display(),
                layer_of(&from),
                import.path,
                layer_of(&to)
            ));
        }
    }
    upward.sort();
    upward.dedup();
    assert!(
        upward.is_empty(),
        "{} imports run back up:\n{}",
        upward.len(),
        upward.join("\n")
    );
}

#[test]
fn no_two_folders_import_each_other() {
    let mut edges: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
    for import in imports() {
        let (from, to) = (folder_of(&import.from), folder_of(&import.to));
        if from != to {
            edges.entry(from).or_default().insert(to);
        }
    }
    // A circle is a strongly connected set of more than one folder (Tarjan's algorithm, on a
    // graph small enough for plain recursion).
    struct Search<'a> {
        edges: &'a BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        index: BTreeMap<PathBuf, usize>,
        low: BTreeMap<PathBuf, usize>,
        stack: Vec<PathBuf>,
        on_stack: BTreeSet<PathBuf>,
        circles: Vec<Vec<PathBuf>>,
    }
    impl Search<'_> {
        fn visit(&mut self, node: &PathBuf) {
            let next = self.index.len();
            self.index.insert(node.clone(), next);
            self.low.insert(node.clone(), next);
            self.stack.push(node.clone());
            self.on_stack.insert(node.clone());
            let edges = self.edges;
            for target in edges.get(node).into_iter().flatten() {
                if !self.index.contains_key(target) {
                    self.visit(target);
                    let low = self.low[node].min(self.low[target]);
                    self.low.insert(node.clone(), low);
                } else if self.on_stack.contains(target) {
                    let low = self.low[node].min(self.index[target]);
                    self.low.insert(node.clone(), low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut circle = Vec::new();
                loop {
                    let member = self.stack.pop().expect("on the stack");
                    self.on_stack.remove(&member);
                    let done = &member == node;
                    circle.push(member);
                    if done {
                        break;
                    }
                }
                if circle.len() > 1 {
                    self.circles.push(circle);
                }
            }
        }
    }
    let mut search = Search {
        edges: &edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        circles: Vec::new(),
    };
    for node in edges.keys() {
        if !search.index.contains_key(node) {
            search.visit(node);
        }
    }
    assert!(edges.len() > 20, "the folders are read");
    let described: Vec<String> = search
        .circles
        .iter()
        .map(|circle| {
            let names: Vec<String> = circle.iter().map(|f| f.display().to_string()).collect();
            names.join(" <-> ")
        })
        .collect();
    assert!(
        described.is_empty(),
        "folders that import each other:\n{}",
        described.join("\n")
    );
}

#[test]
fn the_reader_finds_imports_in_every_form() {
    let code = code_of(
        "use crate::store::{GameRecord, feed::{FeedRow, self}};\n\
         // use crate::routes::Hidden;\n\
         let text = \"crate::routes::InString\";\n\
         let c = '\"'; fn f<'a>(x: &'a str) {}\n\
         let now = crate::store::now_millis();\n\
         let g = crate::engine::replay::<Acquire>(&events);\n\
         use super::super::engine::Seat;\n\
         #[cfg(test)]\nmod tests { use crate::startup::Hidden; }\n",
    );
    let own = vec!["play".to_string(), "seats".to_string()];
    let paths: Vec<String> = named_paths(&code, &own)
        .into_iter()
        .map(|path| path.join("::"))
        .collect();
    assert_eq!(
        paths,
        [
            "store::GameRecord",
            "store::feed::FeedRow",
            "store::feed::self",
            "store::now_millis",
            "engine::replay",
            "engine::Seat",
        ]
    );
}
