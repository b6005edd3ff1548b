import type { ContentTranslation } from './types'

/** The getting-started course in Spanish, by the English content's keys. */
export const es: ContentTranslation = {
  topics: {
    'getting-started': { title: 'Primeros pasos', description: 'Tu primera hora en la consola: dónde está cada cosa, cuánto cuesta una búsqueda y cómo preparar tu cuenta.' },
    'finding-leads': { title: 'Encontrar leads', description: 'Busca, elige los resultados que quieres y llévatelos.' },
    keyboard: { title: 'Trabajar con el teclado', description: 'Todo en la consola funciona sin ratón.' },
  },
  courses: {
    'getting-started': { title: 'Primeros pasos con la consola', description: 'Oriéntate, entiende los créditos, recarga y trae a tu equipo y tus scripts.' },
    'finding-leads': { title: 'Tu primera lista de leads', description: 'Lanza una búsqueda en una lista, selecciona y etiqueta resultados y expórtalos.' },
    keyboard: { title: 'Lo esencial del teclado', description: 'La paleta, ir a cualquier página con g y este mismo curso.' },
  },
  items: {
    'find-your-way': {
      title: 'Oriéntate',
      body: `La barra lateral de la izquierda muestra las áreas que incluye tu plan: **Búsqueda de leads** para encontrar y guardar leads, **IA** para entrenar al redactor con tu negocio, **Monedero** para los créditos y **Ajustes**, que siempre está.

Todo lo que puedes hacer es también un comando. Pulsa \`Ctrl+K\` (\`Cmd+K\` en un Mac) para abrir la paleta de comandos, escribe unas letras de lo que quieres y pulsa \`Enter\`. Pulsa \`Shift+?\` en cualquier momento para ver todos los atajos de teclado.

Cambia el idioma desde la paleta: escribe "idioma" y elige English, Español, Français o Deutsch.`,
    },
    'read-the-cost': {
      title: 'Mira el coste antes de buscar',
      body: `Las búsquedas se pagan con créditos. El formulario de nueva búsqueda muestra **Lo que cuesta esta búsqueda** antes de empezar:

- un resultado con datos de contacto (un e-mail o un teléfono) cuesta créditos; un resultado sin ellos no cuesta nada;
- la línea "Como máximo … · quedan …" es lo máximo que puede gastar la búsqueda con el máximo de resultados que fijaste, y tu saldo después;
- baja **Resultados máximos** para gastar menos.

Si te quedas sin créditos durante una búsqueda, la lista se detiene con "Detenida: sin créditos". Recarga y reanuda la búsqueda desde la lista (\`Shift+R\`): los resultados que ya tienes no se cobran otra vez.`,
    },
    'top-up-credits': {
      title: 'Recarga tus créditos',
      body: `Abre **Ajustes → Monedero** (\`g\` y luego \`w\`). Muestra tus créditos mensuales, los créditos adicionales que compraste (válidos 12 meses) y los créditos traspasados del mes anterior, con su caducidad.

1. Pulsa \`Shift+B\` (Comprar créditos…) o usa el botón.
2. Elige un paquete. La confirmación muestra el cargo, la tarjeta y tu saldo después.
3. Confirma con el botón que indica el importe; Cancelar o \`Escape\` no cambian nada.

Si no tienes tarjeta, añade una primero. La **recarga automática** compra un paquete por ti cuando tu saldo baja de un umbral que eliges. Cada crédito que entra o sale aparece en las transacciones, y puedes exportarlas en CSV.`,
    },
    'invite-team': {
      title: 'Invita a un miembro del equipo',
      body: `Los miembros del equipo trabajan en tu cuenta: tus listas, tus créditos y tus conexiones, dentro del acceso que les das.

1. Abre **Equipo** (\`g\` y luego \`t\`).
2. Escribe su dirección de e-mail y marca lo que puede usar (al menos una opción: búsqueda de leads, IA, monedero…).
3. Envía la invitación. Recibirá un e-mail con un enlace; elegirá una contraseña o entrará con el acceso que ya tenga.

Puedes cambiar el acceso de un miembro, reenviar una invitación o quitar a un miembro cuando quieras; un miembro quitado sale de tu cuenta al instante. Su barra lateral y su paleta muestran solo lo que permitiste.`,
    },
    'create-api-key': {
      title: 'Crea una clave de API',
      body: `Una clave de API permite que Zapier y tus propios scripts actúen por tu cuenta.

1. Abre **Ajustes del perfil → Claves de API**.
2. Crea una clave y dale un nombre que reconocerás más tarde ("Zapier", "Sincronización CRM").
3. Copia la clave enseguida: se muestra **una sola vez**. La consola guarda solo un hash.

Envíala con cada petición, como \`Authorization: Bearer <clave>\` o en una cabecera \`X-API-Key\`. La lista muestra cuándo se usó cada clave por última vez; revoca la clave que ya no necesites y dejará de funcionar al instante.`,
    },
    'run-a-search': {
      title: 'Lanza una búsqueda',
      body: `Abre **Nueva búsqueda** (\`g\` y luego \`n\`).

1. Elige el tipo de búsqueda: **Negocios locales**, **Empresas**, **Personas**, **Dominio**, **Influencers** o **Intención**.
2. Rellena los filtros que ofrece el tipo y una ubicación donde la pida.
3. Elige la lista donde irán los resultados: una lista nueva con su nombre, o una que ya tengas.
4. Revisa la línea del coste y pulsa \`Ctrl+Enter\` (\`Cmd+Enter\` en un Mac) o **Ejecutar búsqueda**.

La búsqueda se ejecuta en segundo plano; su lista muestra los resultados a medida que llegan, y mientras tanto puedes salir de la página.`,
    },
    'select-and-label': {
      title: 'Selecciona y etiqueta resultados',
      body: `Abre tus listas con \`g\` y luego \`l\`, y abre una lista. En su tabla:

- \`j\` y \`k\` pasan a la fila siguiente y a la anterior;
- \`x\` selecciona o deselecciona la fila, \`Shift+X\` selecciona el rango hasta ella, \`Shift+A\` selecciona todas las filas;
- \`/\` busca en los resultados y \`f\` abre más filtros.

Con resultados seleccionados, pulsa \`Shift+L\` para ponerles una etiqueta propia. Las etiquetas las nombras tú ("Volver a llamar", "Caliente"), así los resultados que elegiste se distinguen fácilmente.`,
    },
    'export-csv': {
      title: 'Exporta a CSV',
      body: `En una lista, pulsa \`c\` (Exportar a CSV…) y elige qué exportar:

- la lista entera;
- solo los resultados que muestra el filtro actual;
- solo los resultados seleccionados.

El archivo se abre en cualquier hoja de cálculo. Para enviar resultados a otro sitio de forma automática, conecta un CRM o un webhook en **Ajustes → Integraciones** y envía la lista con \`Shift+C\` o \`Shift+H\`.`,
    },
    palette: {
      title: 'La paleta de comandos',
      body: `\`Ctrl+K\` (\`Cmd+K\` en un Mac) abre la paleta desde cualquier sitio, incluso mientras escribes en un campo.

Escribe parte del nombre de un comando y pulsa \`Enter\`. Cada fila muestra su atajo, así los aprendes sobre la marcha. Un comando que no puede ejecutarse aquí dice por qué ("Selecciona resultados primero", "Abre una lista primero") en vez de no hacer nada. Los comandos que necesitan una elección, como Exportar a CSV…, la piden en un segundo paso.`,
    },
    'g-navigation': {
      title: 'Ve a cualquier sitio con g',
      body: `Pulsa \`g\` y luego una letra para abrir una página (no mientras escribes en un campo):

- \`g n\` nueva búsqueda, \`g l\` listas guardadas;
- \`g w\` monedero, \`g i\` integraciones, \`g s\` perfil del negocio;
- \`g a\` entrenamiento de la IA, \`g t\` gestionar equipo, \`g p\` perfil;
- \`g c\` estos cursos.

\`Shift+?\` muestra todos los atajos de la página en la que estás.`,
    },
    'course-keys': {
      title: 'Haz un curso con el teclado',
      body: `En la página de un curso:

- \`n\` abre el elemento siguiente y \`p\` el anterior;
- \`d\` marca el elemento como hecho, o de nuevo como no hecho;
- \`Backspace\` vuelve a la lista de cursos.

Tu progreso es solo tuyo: cada miembro de un equipo ve sus propias marcas.`,
    },
  },
}
