// The estimate builder's price table lives in @site/contracts, so the running total the builder
// shows and the price the server stores come from the same figures. The API's code reads it here.

import { ESTIMATE_COUNT_FIELDS } from "@site/contracts";

export {
  type EstimateCountField as CountField,
  PLATFORMS,
  type Platform,
  PRICE_TABLE,
  type PriceTable,
  type UnitEffort,
} from "@site/contracts";

export const WEB_COUNT_FIELDS = ESTIMATE_COUNT_FIELDS.web;
export const MOBILE_COUNT_FIELDS = ESTIMATE_COUNT_FIELDS.mobile;
export const ADD_ON_COUNT_FIELDS = ESTIMATE_COUNT_FIELDS.addOns;
