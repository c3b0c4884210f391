-- Page requests for wrk (see api/page-views.mjs), as a browser's navigation sends them, from a
-- thousand different browsers in turn so the visit counter sees many visitors, not one.
-- Argument after `--`: the page's path. Prints one JSON line with the counts when wrk is done.

-- wrk-counts.lua lies beside this script, wherever wrk is started from.
local folder = debug.getinfo(1, "S").source:match("^@(.*/)") or ""
dofile(folder .. "wrk-counts.lua")

function init(args)
  path = args[1]
end

function request()
  sent = sent + 1
  return wrk.format("GET", path, {
    ["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0." .. (sent % 1000) .. ".0 Safari/537.36",
    ["Sec-Fetch-Dest"] = "document",
    ["Referer"] = "https://www.google.com/",
  })
end
