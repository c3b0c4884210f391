-- SaveLead requests for wrk (see load.mjs), each a submission of its own as the site's forms send
-- it: its own e-mail address and its own Idempotency-Key, so every 2xx answer must be a new row.
-- Arguments after `--`: a token for this run, the JSON body's text before and after the address's
-- number, and the Authorization header. Prints one JSON line with the counts when wrk is done.

-- wrk-counts.lua lies beside this script, wherever wrk is started from.
local folder = debug.getinfo(1, "S").source:match("^@(.*/)") or ""
dofile(folder .. "wrk-counts.lua")

function init(args)
  runToken, bodyBefore, bodyAfter = args[1], args[2], args[3]
  headers = { ["Content-Type"] = "application/json", ["Authorization"] = args[4] }
end

function request()
  sent = sent + 1
  local number = runToken .. "-" .. threadNumber .. "-" .. sent
  headers["Idempotency-Key"] = number
  return wrk.format("POST", nil, headers, bodyBefore .. number .. bodyAfter)
end
