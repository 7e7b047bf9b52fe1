/**
 * The 'Licenser' text page (sidebar and footer): every package whose art or type the player sees,
 * with its licence and copyright. tests/unit/art-licences.test.ts checks each row against the
 * installed package's own licence field, so a new art package cannot ship unlisted.
 */
const LICENCE_PAGE_ID = 120

export type LicenceRow = {
  /** The npm package the art or type comes from. */
  pkg: string
  /** What the player sees of it. */
  what: string
  /** SPDX id, as in the package's package.json. */
  spdx: string
  copyright: string
  url: string
}

export const ART_LICENCES: readonly LicenceRow[] = [
  {
    pkg: '@iconify-json/fluent-emoji',
    what: 'Symbolerne i spillene, spillenes billeder og avatarerne (Microsoft Fluent Emoji)',
    spdx: 'MIT',
    copyright: '© Microsoft Corporation',
    url: 'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE',
  },
  {
    pkg: '@fontsource-variable/inter',
    what: 'Skrifttypen Inter i al tekst på siden og i spillene',
    spdx: 'OFL-1.1',
    copyright: '© 2016 The Inter Project Authors',
    url: 'https://github.com/rsms/inter/blob/master/LICENSE.txt',
  },
  {
    pkg: '@fontsource/cinzel',
    what: 'Skrifttypen Cinzel i spillenes titler og kortsymboler',
    spdx: 'OFL-1.1',
    copyright: '© 2020 The Cinzel Project Authors',
    url: 'https://github.com/NDISCOVER/Cinzel/blob/master/OFL.txt',
  },
  {
    pkg: '@fontsource/bebas-neue',
    what: 'Skrifttypen Bebas Neue i spillenes titler og udbydernes navne',
    spdx: 'OFL-1.1',
    copyright: '© 2019 The Bebas Neue Project Authors',
    url: 'https://github.com/dharmatype/Bebas-Neue/blob/master/OFL.txt',
  },
  {
    pkg: '@iconify/utils',
    what: 'Værktøj der læser symbolerne, når siden bygges',
    spdx: 'MIT',
    copyright: '© Vjacheslav Trushkin',
    url: 'https://github.com/iconify/iconify/blob/main/license.txt',
  },
  {
    pkg: 'opentype.js',
    what: 'Værktøj der omsætter skrifttyperne til konturer, når siden bygges',
    spdx: 'MIT',
    copyright: '© Frederik De Bleser',
    url: 'https://github.com/opentypejs/opentype.js/blob/master/LICENSE',
  },
  {
    pkg: 'simple-icons',
    what: 'Betalingsmærkerne Visa, Mastercard og Apple Pay i sidefoden (varemærkerne tilhører deres ejere)',
    spdx: 'CC0-1.0',
    copyright: 'Simple Icons-bidragyderne',
    url: 'https://github.com/simple-icons/simple-icons/blob/develop/LICENSE.md',
  },
]

const LICENCE_NAMES: Record<string, string> = {
  MIT: 'MIT-licensen',
  'OFL-1.1': 'SIL Open Font License 1.1',
  'CC0-1.0': 'CC0 1.0 (public domain)',
}

export const LICENCE_PAGE = {
  id: LICENCE_PAGE_ID,
  title: 'Licenser',
  content: `<p>GO Casinos logo og spillenes grafik er tegnet af GO Casino. Symbolerne og skrifttyperne bygger på frit licenseret grafik og skrift, som vi bruger på disse licensers vilkår:</p>
<ul>
${ART_LICENCES.map((r) => `<li><strong>${r.pkg}</strong>: ${r.what}. ${r.copyright}. Licens: <a href="${r.url}">${LICENCE_NAMES[r.spdx] ?? r.spdx}</a>.</li>`).join('\n')}
</ul>
<p>Skrifttyperne leveres fra vores egen server; intet hentes fra tredjeparter, når du ser siden.</p>`,
}
