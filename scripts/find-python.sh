#!/usr/bin/env bash
# Print the path of a working Python 3.12 interpreter (pyenv shims may exist but fail).
set -u
for candidate in python3.12 /usr/local/bin/python3.12 /usr/bin/python3.12 "$HOME"/.pyenv/versions/3.12*/bin/python3.12; do
  if "$candidate" -c 'import sys; assert sys.version_info[:2] == (3, 12)' >/dev/null 2>&1; then
    command -v "$candidate" 2>/dev/null || echo "$candidate"
    exit 0
  fi
done
echo "Python 3.12 not found: install python3.12 (pyenv install 3.12, or your distribution's package)." >&2
exit 1
