# testlib.sh - what the CLI tests share (sourced after `tmp` is set):
#   ok; bad WORDS             count a pass; count and print a failure
#   check NAME WANT_RC CMD... run CMD, output in $tmp/out and $tmp/err;
#                             its exit must be WANT_RC (both outputs shown
#                             when not); a check of 10 s or more is noted
#                             (where a slow device's time goes)
#   expect NAME FILE PATTERN  PATTERN (grep -E) is in FILE
#   refuse NAME FILE PATTERN  PATTERN is not in FILE
#   missing WHAT              a build dependency is missing: skipped (77),
#                             or FAIL (1) with CI=true, where scripts/bootstrap
#                             test installs them all
#   summary NAME              "NAME: P passed, F failed"; true when F is 0
#   path_without PROG DIR     make DIR a PATH of links to every program on
#                             $PATH but PROG*: a machine without PROG (an
#                             empty PATH would take `ld` too, which PoCL 5
#                             runs to link each kernel, aborting without it)
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
check() {
  local name=$1 want=$2 t0=$SECONDS; shift 2
  "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  [ $((SECONDS - t0)) -ge 10 ] && echo "note: $name took $((SECONDS - t0)) s (at ${SECONDS} s)"
  if [ "$rc" -eq "$want" ]; then ok; else
    bad "$name: exit $rc, want $want"; sed 's/^/  | /' "$tmp/out" "$tmp/err" | tail -25
  fi
}
expect() {
  if grep -qE -- "$3" "$2"; then ok; else bad "$1: '$3' not in $2"; sed 's/^/  | /' "$2" | tail -15; fi
}
refuse() {
  if grep -qE -- "$3" "$2"; then bad "$1: '$3' in $2"; sed 's/^/  | /' "$2" | tail -15; else ok; fi
}
missing() {
  [ "${CI:-}" = true ] && { echo "FAIL: $1, and CI=true: scripts/bootstrap test installs it"; exit 1; }
  echo "SKIP: $1 (scripts/bootstrap test installs it)"; exit 77
}
summary() {
  echo "$1: $pass passed, $fail failed"
  [ "$fail" -eq 0 ]
}
path_without() {
  local prog=$1 dir=$2 d dirs
  mkdir -p "$dir"
  IFS=: read -ra dirs <<<"$PATH"
  for d in "${dirs[@]}"; do # an earlier directory's program wins: ln leaves a name it made
    [ -d "$d" ] || continue
    find -L "$d" -maxdepth 1 -type f -perm -u+x ! -name "$prog*" -print0 2>/dev/null |
      xargs -0 -r ln -s -t "$dir" 2>/dev/null
  done
  return 0
}
