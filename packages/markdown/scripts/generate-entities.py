"""Writes src/sanitize/entity-names.json from Python's html.entities.html5.

That table is the WHATWG named character reference list, the same one
html5lib (used by bleach) ships. The sanitiser needs only the names:
  names:  every name (without the trailing ';')
  legacy: names that are also valid without ';' (bleach's attribute check
          looks the bare name up, see markdown.md §7).
Run: python3 scripts/generate-entities.py
"""
import json
import pathlib
from html.entities import html5

names = sorted({k[:-1] if k.endswith(';') else k for k in html5})
legacy = sorted(k for k in html5 if not k.endswith(';'))
out = pathlib.Path(__file__).parent.parent / 'src' / 'sanitize' / 'entity-names.json'
out.write_text(json.dumps({'names': names, 'legacy': legacy}) + '\n')
print(len(names), len(legacy))

# Python-Markdown's automail obfuscation writes HTML 4 entity names
# (html.entities.codepoint2name) for the link text (markdown.md §3, Links).
from html.entities import codepoint2name
out4 = pathlib.Path(__file__).parent.parent / 'src' / 'core' / 'html4-entities.json'
out4.write_text(json.dumps({str(k): v for k, v in sorted(codepoint2name.items())}) + '\n')
print(len(codepoint2name))
