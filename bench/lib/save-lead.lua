-- SaveLead requests for wrk (see load.mjs), each a submission of its own as the site's forms send
-- it: its own e-mail address and its own Idempotency-Key, so every 2xx answer must be a new row.
-- Arguments after `--`: a token for this run, the JSON body's text before and after the address's
-- number, and the Authorization header. Prints one JSON line with the counts when wrk is done.

local threads = {}

-- Runs once per wrk thread, in wrk's own Lua state, before the thread's init.
function setup(thread)
  table.insert(threads, thread)
  thread:set("threadNumber", #threads)
end

function init(args)
  runToken, bodyBefore, bodyAfter = args[1], args[2], args[3]
  headers = { ["Content-Type"] = "application/json", ["Authorization"] = args[4] }
  sent, answered, succeeded = 0, 0, 0
end

function request()
  sent = sent + 1
  local number = runToken .. "-" .. threadNumber .. "-" .. sent
  headers["Idempotency-Key"] = number
  return wrk.format("POST", nil, headers, bodyBefore .. number .. bodyAfter)
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
