import { dealCopy } from "./deal-copy";

const words = {
  oneDeal: dealCopy.board.count(1),
  manyDeals: dealCopy.board.count(2).replace("2", "{n}"),
  refused: dealCopy.board.moveRefused,
  failed: dealCopy.board.moveFailed,
  needReason: dealCopy.errors.lostReason,
};

/**
 * The deals board's script, served as /admin/assets/deals-board.js. It only adds to the page:
 * every card's form already moves the deal without it. With it a card can be dragged to another
 * column, and the same form (by keyboard or touch) moves the card without a reload; the lost
 * stage asks its reason in a dialog first. A move is drawn at once and undone, with the reason
 * said aloud, when the server refuses it.
 */
export const DEALS_BOARD_SCRIPT = `"use strict";
(function () {
  var WORDS = ${JSON.stringify(words)};
  var board = document.querySelector(".deals-board");
  if (!board || !window.fetch) return;
  var live = document.getElementById("deals-board-live");
  var dialog = document.getElementById("deal-lost-dialog");
  var lostStageId = board.getAttribute("data-lost-stage-id");
  var rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
  var hint = document.querySelector(".deals-drag-hint");
  if (hint) hint.hidden = false;

  function say(text) {
    if (!live) return;
    // Emptied first so the same words twice are still read out.
    live.textContent = "";
    window.setTimeout(function () { live.textContent = text; }, 50);
  }

  function columnOf(stageId) {
    return board.querySelector('.deal-column[data-stage-id="' + stageId + '"]');
  }

  function totals(column) {
    var cards = column.querySelectorAll(".deal-card");
    var total = 0;
    for (var i = 0; i < cards.length; i++) total += Number(cards[i].getAttribute("data-value")) || 0;
    var probability = Number(column.getAttribute("data-probability")) || 0;
    var count = cards.length === 1 ? WORDS.oneDeal : WORDS.manyDeals.replace("{n}", String(cards.length));
    column.querySelector(".deal-count").textContent = count;
    column.querySelector(".deal-column-totals dt.visually-hidden").textContent = count;
    column.querySelector(".deal-total").textContent = rupees.format(total);
    column.querySelector(".deal-weighted").textContent = rupees.format(Math.round((total * probability) / 100));
    column.querySelector(".deal-column-empty").hidden = cards.length > 0;
  }

  function place(card, column, before) {
    var list = column.querySelector(".deal-cards");
    var from = card.closest(".deal-column");
    list.insertBefore(card, before && before.parentNode === list ? before : null);
    card.querySelector("select[name=stage_id]").value = column.getAttribute("data-stage-id");
    if (from) totals(from);
    totals(column);
  }

  // Asks why a deal was lost; answers the reason and note, or null when the rep cancels.
  function askReason(callback) {
    if (!dialog || typeof dialog.showModal !== "function") return callback(undefined);
    var form = dialog.querySelector("form");
    var error = dialog.querySelector(".deal-dialog-error");
    var reason = dialog.querySelector("select[name=lost_reason_id]");
    var note = dialog.querySelector("textarea[name=lost_note]");
    reason.value = "";
    note.value = "";
    error.textContent = "";
    function onSubmit(event) {
      event.preventDefault();
      var submitter = event.submitter;
      if (submitter && submitter.value === "cancel") return dialog.close("cancel");
      if (reason.value === "") {
        error.textContent = WORDS.needReason;
        reason.focus();
        return;
      }
      dialog.close("confirm");
    }
    function onClose() {
      form.removeEventListener("submit", onSubmit);
      dialog.removeEventListener("close", onClose);
      callback(dialog.returnValue === "confirm" ? { lost_reason_id: reason.value, lost_note: note.value } : null);
    }
    form.addEventListener("submit", onSubmit);
    dialog.addEventListener("close", onClose);
    dialog.returnValue = "";
    dialog.showModal();
    reason.focus();
  }

  function move(card, column) {
    var from = card.closest(".deal-column");
    if (!column || column === from) return;
    var before = card.nextElementSibling;
    var stageId = column.getAttribute("data-stage-id");
    if (stageId === lostStageId) {
      askReason(function (answer) {
        if (answer === null) {
          card.querySelector("select[name=stage_id]").value = from.getAttribute("data-stage-id");
          return;
        }
        if (answer === undefined) return card.querySelector("form.deal-move").submit();
        send(card, column, from, before, answer);
      });
      return;
    }
    send(card, column, from, before, {});
  }

  function send(card, column, from, before, extra) {
    var form = card.querySelector("form.deal-move");
    var body = new URLSearchParams(new FormData(form));
    body.set("stage_id", column.getAttribute("data-stage-id"));
    Object.keys(extra).forEach(function (key) { body.set(key, extra[key]); });
    place(card, column, null);
    card.setAttribute("aria-busy", "true");
    fetch(form.action, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: body.toString(),
      credentials: "same-origin",
    })
      .then(function (response) {
        return response.json().then(function (answer) { return { ok: response.ok, answer: answer }; });
      })
      .then(function (result) {
        var deal = result.answer && result.answer.deal;
        if (deal) form.querySelector("input[name=version]").value = String(deal.version);
        if (result.ok) return say(result.answer.message);
        // Back where it was, or where the server says it now stands.
        var now = deal ? columnOf(String(deal.stageId)) : null;
        place(card, now || from, now && now !== from ? null : before);
        say(WORDS.refused + " " + (result.answer.error || ""));
      })
      .catch(function () {
        place(card, from, before);
        say(WORDS.failed);
      })
      .then(function () {
        card.removeAttribute("aria-busy");
      });
  }

  var cards = board.querySelectorAll(".deal-card");
  for (var i = 0; i < cards.length; i++) cards[i].setAttribute("draggable", "true");

  var dragged = null;
  board.addEventListener("dragstart", function (event) {
    var card = event.target.closest && event.target.closest(".deal-card");
    if (!card) return;
    dragged = card;
    card.classList.add("dragging");
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", card.getAttribute("data-deal-id"));
  });
  board.addEventListener("dragend", function () {
    if (dragged) dragged.classList.remove("dragging");
    dragged = null;
    var over = board.querySelectorAll(".drop-target");
    for (var i = 0; i < over.length; i++) over[i].classList.remove("drop-target");
  });
  board.addEventListener("dragover", function (event) {
    var column = event.target.closest && event.target.closest(".deal-column");
    if (!column || !dragged) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    column.classList.add("drop-target");
  });
  board.addEventListener("dragleave", function (event) {
    var column = event.target.closest && event.target.closest(".deal-column");
    if (column && !column.contains(event.relatedTarget)) column.classList.remove("drop-target");
  });
  board.addEventListener("drop", function (event) {
    var column = event.target.closest && event.target.closest(".deal-column");
    if (!column || !dragged) return;
    event.preventDefault();
    column.classList.remove("drop-target");
    var card = dragged;
    dragged = null;
    card.classList.remove("dragging");
    move(card, column);
  });

  // The keyboard's way, and the only one on a touch screen: the card's own stage list and button.
  board.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.classList || !form.classList.contains("deal-move")) return;
    event.preventDefault();
    var card = form.closest(".deal-card");
    var column = columnOf(form.querySelector("select[name=stage_id]").value);
    move(card, column);
    var button = form.querySelector("button");
    if (button) button.focus();
  });
})();
`;
