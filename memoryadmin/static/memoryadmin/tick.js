// "Tick all on this page": a box marked data-tick-all="<form id>" ticks or unticks every row
// box that belongs to that form (form="<form id>"), and shows whether all of them, some or
// none are ticked. Listened for on the document, so rows and boxes that htmx swaps in (a page,
// a filter, a decision) need nothing wired again.
(function () {
  "use strict";

  function rowBoxes(formId) {
    return Array.prototype.slice.call(document.querySelectorAll("input[type=checkbox][form='" + formId + "']"));
  }

  function show(tickAll) {
    var boxes = rowBoxes(tickAll.getAttribute("data-tick-all"));
    var ticked = boxes.filter(function (box) { return box.checked; }).length;
    tickAll.checked = boxes.length > 0 && ticked === boxes.length;
    tickAll.indeterminate = ticked > 0 && ticked < boxes.length;
  }

  function showAll() {
    document.querySelectorAll("input[data-tick-all]").forEach(show);
  }

  document.addEventListener("change", function (event) {
    var target = event.target;
    if (!(target instanceof HTMLInputElement) || target.type !== "checkbox") return;
    var formId = target.getAttribute("data-tick-all");
    if (formId) {
      rowBoxes(formId).forEach(function (box) { box.checked = target.checked; });
      target.indeterminate = false;
    } else if (target.hasAttribute("form")) {
      showAll();
    }
  });

  // A row decided on its own loses its box; a swapped page brings unticked ones.
  document.addEventListener("htmx:afterSettle", showAll);
})();
