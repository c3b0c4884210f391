-- What every wrk script here counts, and how it reports: each thread counts the requests it sent,
-- the answers it got and the 2xx among them; when wrk is done, one JSON line with the totals of
-- all threads, the socket errors and the latency (lib/load.mjs reads it).
-- A script loads it with dofile (see save-lead.lua), then defines its own init and request.

local threads = {}

-- Runs once per wrk thread, in wrk's own Lua state, before the thread's init.
function setup(thread)
  table.insert(threads, thread)
  thread:set("threadNumber", #threads)
end

sent, answered, succeeded = 0, 0, 0

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
