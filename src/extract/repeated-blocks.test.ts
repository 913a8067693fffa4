/** withoutRepeatedBlocks on Markdown: which copies go and which stay. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutRepeatedBlocks } from './repeated-blocks.ts';

const line = 'Branding a beer on a mission to benefit a museum and stand out.';

test('a block written twice is kept once, in its first place', () => {
  assert.equal(withoutRepeatedBlocks(`# Work\n\n${line}\n\nOther text here.\n\n${line}`), `# Work\n\n${line}\n\nOther text here.`);
});

test('a block written three times is a listing\'s shared line, and short blocks, code and tables stay', () => {
  const thrice = `${line}\n\nA\n\n${line}\n\nB\n\n${line}`;
  assert.equal(withoutRepeatedBlocks(thrice), thrice);
  const kept = 'Yes\n\nYes\n\n| a | b |\n| --- | --- |\n\n| a | b |\n| --- | --- |';
  assert.equal(withoutRepeatedBlocks(kept), kept);
});

test('a code block is one block, blank lines and all: its lines are never taken for copies', () => {
  const code = `\`\`\`\n${line}\n\n${line}\n\`\`\``;
  assert.equal(withoutRepeatedBlocks(code), code);
  assert.equal(withoutRepeatedBlocks(`${code}\n\n${code}`), `${code}\n\n${code}`);
});

test('a long paragraph written three times (a notice pasted into every layout) is kept once; an item heading written three times stays', () => {
  const notice = 'Free shipping on every order over $50, and returns are free within 30 days of delivery on all items.';
  assert.equal(withoutRepeatedBlocks(`${notice}\n\nA\n\n${notice}\n\nB\n\n${notice}`), `${notice}\n\nA\n\nB`);
  const heading = `### [${'Tech conference in Chicago, Illinois, United States of America, 2026 edition'}](https://dev.events/NA/US/IL/Chicago/tech)`;
  const thrice = `${heading}\n\nA\n\n${heading}\n\nB\n\n${heading}`;
  assert.equal(withoutRepeatedBlocks(thrice), thrice);
});

test('a list item is one block, blank lines and all: two products that share a line keep it each', () => {
  // Two cards of a comparison, each a list of pictures then the features both models have.
  const card = (name: string) => `- - ![${name}](https://example.org/${name}.png)\n\n  ${line}\n\n  ${name}`;
  const list = `${card('ipad-pro-11')}\n${card('ipad-pro-13')}`;
  assert.equal(withoutRepeatedBlocks(list), list);
  // Apart from any item, the same line written twice is still a copy.
  assert.equal(withoutRepeatedBlocks(`${line}\n\n- item\n\n${line}`), `${line}\n\n- item`);
});

test('a heading with its own text as the line beside it is given once, as the heading; two equal lines of text both stay', () => {
  // WCXB 4211 (iRobot): the product's name above its <h1>; 0089 (Venteur): a table's label above its title.
  const intro = 'Identifies and avoids obstacles like pet waste & cords so there is less pick up needed before cleaning starts.';
  assert.equal(withoutRepeatedBlocks(`Roomba® j7+ Self-Emptying Robot Vacuum\n\n# Roomba® j7+ Self-Emptying Robot Vacuum\n\n${intro}`), `# Roomba® j7+ Self-Emptying Robot Vacuum\n\n${intro}`);
  const table = '| Rank | Health Insurer | Direct Written Premiums |\n| --- | --- | --- |';
  assert.equal(withoutRepeatedBlocks(`Top Health Insurers by Direct Written Premiums (2023)\n\n### Top Health Insurers by Direct Written Premiums (2023)\n\n${table}`), `### Top Health Insurers by Direct Written Premiums (2023)\n\n${table}`);
  // WCXB 4072 (a GPS watch comparison): two watches' equal values side by side are two values.
  const values = 'Water Resistance (Max Depth)\n\n100 m\n\n100 m\n\n100 m\n\n50 m';
  assert.equal(withoutRepeatedBlocks(values), values);
});

test('a heading with its own text as a line over a picture is given once, as the heading where it stands; so is a heading written again under its picture', () => {
  // WCXB 0086 (urgefitness.com, Divi): the post's title over its hero image, then its <h1>.
  const title = 'The Beginner’s Guide to Gym Equipment: Everything You Need to Know';
  const hero = '![Gallery of Urge Fitness 24 Hour Gym in Olney Philadelphia, PA](https://www.urgefitness.com/wp-content/uploads/2025/08/gallery-of-urgefitness-24-hour-gym-in-olney-philadelphia-slide-45.jpg)';
  const intro = 'Gym equipment refers to the various machines, tools, and accessories used in a fitness facility.';
  assert.equal(withoutRepeatedBlocks(`${title}\n\n${hero}\n\n# ${title}\n\n${intro}`), `${hero}\n\n# ${title}\n\n${intro}`);
  // WCXB 0601 (mybirdbuddy.eu): a section's heading written over its picture and again under it.
  const before = '![](https://mybirdbuddy.eu/wp-content/uploads/2023/02/topdown_corr-campro.png)';
  const picture = '![](https://mybirdbuddy.eu/wp-content/uploads/2023/04/cam-2-package-mobile.png)';
  assert.equal(
    withoutRepeatedBlocks(`${before}\n\n## Capture every *detail*\n\n${picture}\n\n## Capture every *detail*\n\n2K video quality, 5MP Photos`),
    `${before}\n\n## Capture every *detail*\n\n${picture}\n\n2K video quality, 5MP Photos`,
  );
  // Text between the two is no echo: a section's heading said again further on stays.
  assert.equal(withoutRepeatedBlocks(`${title}\n\n${intro}\n\n# ${title}`), `${title}\n\n${intro}\n\n# ${title}`);
});
