// The record pages' eta templates (SPEC §9.7). `<%= %>` escapes (autoEscape: `& < > " '`), which every record text
// goes through; `<%~ %>` writes raw and is used for three things only: the description and excerpt after the API's
// sanitizer (src/domain/html.ts cleanHtml), the JSON-LD after `jsonForScript`, and other templates' output.
// They live in a module rather than .eta files so that the compiled tree (dist/) needs nothing copied beside it.

export const LAYOUT = `<!doctype html>
<html lang="<%= it.lang %>">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title><%= it.title %></title>
<% if (it.description) { %><meta name="description" content="<%= it.description %>">
<% } %><% if (it.noindex) { %><meta name="robots" content="noindex">
<% } %><link rel="stylesheet" href="<%= it.cssUrl %>">
<% if (it.canonical) { %><link rel="canonical" href="<%= it.canonical %>">
<% } %><% it.alternates.forEach(function (a) { %><link rel="alternate" hreflang="<%= a.lang %>" href="<%= a.url %>">
<% }) %><% if (it.prev) { %><link rel="prev" href="<%= it.prev %>">
<% } %><% if (it.next) { %><link rel="next" href="<%= it.next %>">
<% } %><% it.meta.forEach(function (m) { %><meta <%= m.attr %>="<%= m.name %>" content="<%= m.content %>">
<% }) %><% if (it.jsonLd) { %><script type="application/ld+json"><%~ it.jsonLd %></script>
<% } %></head>
<body>
<a class="skip" href="#content"><%= it.w.skip %></a>
<header class="site">
<p><a href="<%= it.calendarUrl %>"><%= it.w.calendar %></a></p>
<% if (it.languageLinks.length) { %><nav class="languages" aria-label="<%= it.w.otherLanguages %>"><ul>
<% it.languageLinks.forEach(function (l) { %><li><a href="<%= l.url %>" hreflang="<%= l.lang %>" lang="<%= l.lang %>"><%= l.name %></a></li>
<% }) %></ul></nav>
<% } %></header>
<main id="content">
<%~ it.body %>
</main>
<footer><p><a href="<%= it.calendarUrl %>"><%= it.w.backToCalendar %></a></p></footer>
</body>
</html>
`

export const EVENT_LIST = `<% if (it.events.length === 0) { %><p class="muted"><%= it.w.noUpcoming %></p>
<% } else { %><ul class="events">
<% it.events.forEach(function (e) { %><li><a href="<%= e.url %>"><%= e.title %></a><% if (e.status) { %> <span class="status status-<%= e.statusKey %>"><%= e.status %></span><% } %>
<span class="when"><%~ e.when %></span></li>
<% }) %></ul>
<% } %><% if (it.pager) { %><nav aria-label="<%= it.pager.label %>"><ul class="pager">
<% if (it.pager.prev) { %><li><a rel="prev" href="<%= it.pager.prev %>"><%= it.w.previous %></a></li><% } %>
<li aria-current="page"><%= it.pager.label %></li>
<% if (it.pager.next) { %><li><a rel="next" href="<%= it.pager.next %>"><%= it.w.next %></a></li><% } %>
</ul></nav>
<% } %>`

export const EVENT = `<article>
<p class="kind"><%= it.w.kinds.event %></p>
<h1><%= it.title %></h1>
<% if (it.status) { %><p><span class="status status-<%= it.statusKey %>"><%= it.status %></span><% if (it.reason) { %> <%= it.w.reason %>: <%= it.reason %><% } %></p>
<% } %><dl class="facts">
<dt><%= it.w.when %></dt><dd><%~ it.when %> <span class="muted">(<%= it.w.timezone %>: <%= it.timezone %>)</span></dd>
<% if (it.venue) { %><dt><%= it.w.where %></dt><dd><a href="<%= it.venue.url %>"><%= it.venue.name %></a><% if (it.venue.address) { %>, <%= it.venue.address %><% } %><% if (it.venue.map) { %> — <a href="<%= it.venue.map %>" rel="noopener nofollow"><%= it.w.map %></a><% } %></dd>
<% } %><% if (it.organizers.length) { %><dt><%= it.w.organizers %></dt><dd><% it.organizers.forEach(function (o, i) { %><%= i ? ', ' : '' %><a href="<%= o.url %>"><%= o.name %></a><% }) %></dd>
<% } %><% if (it.cost) { %><dt><%= it.w.cost %></dt><dd><%= it.cost %></dd>
<% } %><% if (it.website) { %><dt><%= it.w.website %></dt><dd><a href="<%= it.website %>" rel="noopener nofollow"><%= it.website %></a></dd>
<% } %><% if (it.categories.length) { %><dt><%= it.w.categories %></dt><dd><ul class="terms"><% it.categories.forEach(function (c) { %><li><a href="<%= c.url %>"><%= c.name %></a></li><% }) %></ul></dd>
<% } %><% if (it.tags.length) { %><dt><%= it.w.tags %></dt><dd><ul class="terms"><% it.tags.forEach(function (c) { %><li><a href="<%= c.url %>"><%= c.name %></a></li><% }) %></ul></dd>
<% } %></dl>
<% if (it.image) { %><img class="image" src="<%= it.image.url %>" alt="<%= it.image.alt %>"<% if (it.image.width) { %> width="<%= it.image.width %>" height="<%= it.image.height %>"<% } %>>
<% } %><% if (it.description) { %><div class="description"><%~ it.description %></div>
<% } %><section aria-labelledby="add-to-calendar">
<h2 id="add-to-calendar"><%= it.w.addToCalendar %></h2>
<ul class="calendar-links">
<li><a class="button" href="<%= it.ics %>" type="text/calendar"><%= it.w.ics %></a></li>
<li><a class="button" href="<%= it.google %>" rel="noopener nofollow"><%= it.w.google %></a></li>
</ul>
</section>
<% if (it.series.length) { %><section aria-labelledby="series-dates">
<h2 id="series-dates"><%= it.w.seriesDates %></h2>
<%~ it.seriesList %>
</section>
<% } %></article>`

export const PLACE = `<article>
<p class="kind"><%= it.kindLabel %></p>
<h1><%= it.title %></h1>
<% if (it.facts.length) { %><dl class="facts">
<% it.facts.forEach(function (f) { %><dt><%= f.label %></dt><dd><% if (f.href) { %><a href="<%= f.href %>" rel="noopener nofollow"><%= f.text %></a><% } else { %><%= f.text %><% } %></dd>
<% }) %></dl>
<% } %><% if (it.image) { %><img class="image" src="<%= it.image.url %>" alt="<%= it.image.alt %>">
<% } %><% if (it.description) { %><div class="description"><%~ it.description %></div>
<% } %><section aria-labelledby="upcoming">
<h2 id="upcoming"><%= it.w.upcoming %></h2>
<%~ it.list %>
</section>
</article>`

export const LOCKED = `<h1><%= it.w.protectedTitle %></h1>
<p><%= it.w.protectedText %></p>
<% if (it.wrong) { %><p class="error" id="password-error" role="alert"><%= it.w.wrongPassword %></p>
<% } %><form class="password" method="post" action="<%= it.action %>">
<label for="password"><%= it.w.password %></label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="255"<% if (it.wrong) { %> aria-invalid="true" aria-describedby="password-error"<% } %>>
<button type="submit"><%= it.w.unlock %></button>
</form>`

export const MESSAGE = `<h1><%= it.heading %></h1>
<p><%= it.text %></p>`
