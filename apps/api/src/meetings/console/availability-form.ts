import type { FormBody } from "../../console/form-body";
import { field } from "../../console/form-body";
import { availabilityFields, WEEKDAYS } from "../availability/availability-form";

// Longer than any value the form holds, so a longer one still reaches the parser as too long;
// the body limit alone would let a field be half a megabyte.
const MAX_FIELD = 20;
const MAX_DAYS_OFF = 4000;

/** The weekdays as the form lists them: Monday first, Sunday last. */
export const FORM_WEEKDAYS = [...WEEKDAYS.slice(1), WEEKDAYS[0]] as const;

/** What a submitted availability form sent, each field bounded before anything reads it. */
export function readAvailabilityForm(body: unknown): FormBody {
  const names = availabilityFields;
  const form: FormBody = {};
  for (const day of WEEKDAYS) {
    form[names.dayFrom(day)] = field(body, names.dayFrom(day)).slice(0, MAX_FIELD);
    form[names.dayTo(day)] = field(body, names.dayTo(day)).slice(0, MAX_FIELD);
  }
  form[names.daysOff] = field(body, names.daysOff).slice(0, MAX_DAYS_OFF);
  for (const name of [
    names.minNoticeHours,
    names.bufferBefore,
    names.bufferAfter,
    names.dailyMax,
  ]) {
    form[name] = field(body, name).slice(0, MAX_FIELD);
  }
  form[names.takesBookings] = field(body, names.takesBookings).slice(0, MAX_FIELD);
  return form;
}
