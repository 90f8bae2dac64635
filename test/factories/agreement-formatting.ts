// Test-only: an agreement with every construct the block model knows, for the parser's and the writers' tests.
export const FORMATTING_FIXTURE = [
  "<h1>MASTER SERVICE AGREEMENT</h1>",
  "<h2>1. DEFINITIONS</h2>",
  '<p class="clause">The <strong>Company</strong> and the <em>Investor</em> agree to the <u>terms</u> &amp; <s>old terms</s>.<br>Second line of the clause.</p>',
  "<ol>",
  "<li>Alpha term</li>",
  "<li>Beta term<ol><li>Beta sub one</li><li>Beta sub two<ol><li>Beta deep one</li></ol></li></ol></li>",
  "<li><p>Gamma term</p></li>",
  "</ol>",
  "<ul><li>Bullet one</li><li>Bullet two<ul><li>Bullet nested</li></ul></li></ul>",
  "<h3>Fee schedule</h3>",
  "<table><thead><tr><th>Service</th><th>Fee</th></tr></thead><tbody><tr><td>Installation</td><td><strong>$1,200.00</strong></td></tr><tr><td colspan=\"2\">Fees exclude tax.</td></tr></tbody></table>",
  "<blockquote>Quoted text.</blockquote>",
  "<hr>",
  "<ol><li>Restarted one</li><li>Restarted two</li></ol>",
].join("\n");
