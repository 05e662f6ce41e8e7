// Keyboard review on lists of memories and review pairs (tables marked data-keys):
// j / k move the focus between rows, a archives (opens the row's note), r restores,
// e re-judges, ? shows the list of keys. Nothing fires while typing in a field or with
// Ctrl, Alt or Meta held, so the browser's and the screen reader's own keys keep working.
(function () {
  "use strict";

  var current = null; // the id of the focused row's <tbody>: rows are swapped in place by htmx

  function rows() {
    return Array.prototype.slice.call(document.querySelectorAll("table[data-keys] tr[data-row]"));
  }

  function typing(target) {
    if (!target || !target.closest) return false;
    return Boolean(target.closest("input, textarea, select, [contenteditable=''], [contenteditable=true], dialog[open]"));
  }

  function focusRow(row) {
    if (!row) return;
    row.focus();
    row.scrollIntoView({ block: "nearest" });
    var body = row.closest("tbody");
    current = body ? body.id : null;
  }

  function focusedRow() {
    var active = document.activeElement;
    var row = active && active.closest ? active.closest("tr[data-row]") : null;
    if (row && row.closest("table[data-keys]")) return row;
    if (current) {
      var body = document.getElementById(current);
      if (body) return body.querySelector("tr[data-row]");
    }
    return null;
  }

  function move(step) {
    var all = rows();
    if (!all.length) return;
    var at = all.indexOf(focusedRow());
    var next = at < 0 ? (step > 0 ? 0 : all.length - 1) : Math.min(all.length - 1, Math.max(0, at + step));
    focusRow(all[next]);
  }

  function act(row, key) {
    var target = row.querySelector("[data-key='" + key + "']");
    if (!target) return false;
    if (target.tagName === "SUMMARY") {
      var details = target.parentElement;
      details.open = true;
      var field = details.querySelector("textarea, input:not([type=hidden]), button");
      if (field) field.focus();
    } else {
      target.click();
    }
    return true;
  }

  var ACTIONS = { a: "archive", r: "restore", e: "rejudge" };

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing) {
      // Ctrl/Cmd+Enter in a row's note sends it, as the form's button would.
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && event.target.matches("table[data-keys] textarea")) {
        event.preventDefault();
        event.target.form.requestSubmit();
      }
      return;
    }
    if (event.key === "Escape" && event.target.closest && event.target.closest("table[data-keys] details[open]")) {
      var open = event.target.closest("details[open]");
      open.open = false;
      focusRow(open.closest("tr[data-row]"));
      return;
    }
    if (typing(event.target)) return;
    if (event.key === "?") {
      var help = document.getElementById("keys-help");
      if (help && !help.open) {
        event.preventDefault();
        help.showModal();
      }
      return;
    }
    if (event.shiftKey) return;
    if (event.key === "j" || event.key === "k") {
      event.preventDefault();
      move(event.key === "j" ? 1 : -1);
      return;
    }
    if (ACTIONS[event.key]) {
      var row = focusedRow();
      if (row && act(row, ACTIONS[event.key])) event.preventDefault();
    }
  });

  // After htmx swaps a row (archive, restore), give the focus back to the same row, so that
  // the review goes on from where it was.
  document.addEventListener("htmx:afterSettle", function () {
    if (!current) return;
    var active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    var body = document.getElementById(current);
    if (body) focusRow(body.querySelector("tr[data-row]"));
  });
})();
