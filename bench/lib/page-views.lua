-- Page requests for wrk (see api/page-views.mjs), as a browser's navigation sends them, from a
-- thousand different browsers in turn so the visit counter sees many visitors, not one.
-- Argument after `--`: the page's path. Prints one JSON line with the counts when wrk is done.

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  path = args[1]
  sent, answered, succeeded = 0, 0, 0
end

function request()
  sent = sent + 1
  return wrk.format("GET", path, {
    ["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0." .. (sent % 1000) .. ".0 Safari/537.36",
    ["Sec-Fetch-Dest"] = "document",
    ["Referer"] = "https://www.google.com/",
  })
end

function response(status)
  answered = answered + 1
  if status >= 200 and status < 300 then
    succeeded = succeeded + 1
  end
end

function done(summary, latency)
  local totals = { sent = 0, answered = 0, succeeded = 0 }
  for _, thread in ipairs(threads) do
    for key in pairs(totals) do
      totals[key] = totals[key] + thread:get(key)
    end
  end
  local errors = summary.errors
  io.write(string.format(
    '{"sent":%d,"answered":%d,"succeeded":%d,"socketErrors":%d,"durationMicros":%d,"p50Micros":%d,"p99Micros":%d}\n',
    totals.sent, totals.answered, totals.succeeded,
    errors.connect + errors.read + errors.write + errors.timeout,
    summary.duration, latency:percentile(50), latency:percentile(99)))
end
