// Estimate pricing is shared with the estimate builder (see @site/contracts, estimate-pricing.ts),
// so the running total a visitor sees is the price the server stores and answers.

export {
  calculateEstimate,
  type Estimate,
  type EstimateInput,
  type EstimateLine,
} from "@site/contracts";
