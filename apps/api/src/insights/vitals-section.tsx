import { DEVICE_LABELS, METRIC_LABELS, RATING_LABELS, vitalsCopy } from "./vitals-copy";
import { VITAL_METRICS, type VitalMetric } from "./vitals-payload";
import type { VitalsReport, VitalValue } from "./vitals-report";

/** A metric's value as staff read it: timings in ms below a second, seconds above; CLS a score. */
export function vitalText(metric: VitalMetric, value: number): string {
  if (metric === "CLS") {
    return value.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  }
  if (value < 1000) return `${Math.round(value).toLocaleString("en-IN")} ms`;
  return `${(value / 1000).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} s`;
}

/** The value, its rating in words (never colour alone) and how many samples it rests on. */
function VitalCell({ metric, value }: { metric: VitalMetric; value: VitalValue | undefined }) {
  if (value === undefined) return <td className="number">{vitalsCopy.noSamples}</td>;
  return (
    <td className={`number vital vital-${value.rating}`}>
      <span className="vital-value">{vitalText(metric, value.p75)}</span>{" "}
      <span className="vital-rating">{RATING_LABELS[value.rating]}</span>
      <span className="vital-samples">{vitalsCopy.samples(value.samples)}</span>
    </td>
  );
}

const HEADING_ID = "web-vitals-heading";

/** The Insights page's section on real visitors' Web Vitals. */
export function VitalsSection({ report }: { report: VitalsReport }) {
  return (
    <section className="insight" aria-labelledby={HEADING_ID} id="web-vitals">
      <h2 id={HEADING_ID}>{vitalsCopy.heading}</h2>
      <p className="muted">{vitalsCopy.intro}</p>
      {report.families.length === 0 ? (
        <p className="muted">{vitalsCopy.empty}</p>
      ) : (
        <>
          <p>{vitalsCopy.totalSamples(report.samples)}</p>
          <div className="table-scroll">
            <table className="insight-table vitals-table">
              <caption className="visually-hidden">{vitalsCopy.tableTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{vitalsCopy.familyColumn}</th>
                  {VITAL_METRICS.map((metric) => (
                    <th key={metric} scope="col" className="number">
                      <abbr title={METRIC_LABELS[metric].name}>{METRIC_LABELS[metric].short}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.families.map((row) => (
                  <tr key={`${row.name}-${row.device}`}>
                    <th scope="row">
                      {row.name} · {DEVICE_LABELS[row.device]}
                    </th>
                    {VITAL_METRICS.map((metric) => (
                      <VitalCell key={metric} metric={metric} value={row.metrics[metric]} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3>{vitalsCopy.worstHeading}</h3>
          <p className="muted">{vitalsCopy.worstIntro}</p>
          {report.worstPages.length === 0 ? (
            <p className="muted">{vitalsCopy.worstEmpty}</p>
          ) : (
            <div className="table-scroll">
              <table className="insight-table vitals-table worst-pages">
                <caption className="visually-hidden">{vitalsCopy.worstHeading}</caption>
                <thead>
                  <tr>
                    <th scope="col">{vitalsCopy.worstColumns.page}</th>
                    <th scope="col">{vitalsCopy.worstColumns.device}</th>
                    <th scope="col">{vitalsCopy.worstColumns.metric}</th>
                    <th scope="col" className="number">
                      {vitalsCopy.worstColumns.value}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.worstPages.map((row) => (
                    <tr key={`${row.page}-${row.device}`}>
                      <th scope="row">{row.page}</th>
                      <td>{DEVICE_LABELS[row.device]}</td>
                      <td>
                        <abbr title={METRIC_LABELS[row.metric].name}>
                          {METRIC_LABELS[row.metric].short}
                        </abbr>
                      </td>
                      <VitalCell metric={row.metric} value={row.value} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
